// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PASS_NODES, FIRST_SCREEN_NODES } from '../../src/core/renderer';
import { renderNodes, stubIntersections } from '../test-utils';
import example from './example.json';
import image from './widget';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('image', () => {
  it('accepts its example and rejects typical mistakes', () => {
    expect(image.validate(example.props)).toBe(true);
    expect(image.validate({ image: '/static/img/b/new.svg', ratio: 2.5 })).toBe(true);
    expect(image.validate({})).toBe(false);
    expect(image.validate({ image: 42 })).toBe(false);
    // A picture may be inlined (CONTRACT §5); no other data: type is a picture.
    expect(image.validate({ image: 'data:image/png;base64,AAAA' })).toBe(true);
    expect(image.validate({ image: 'data:text/html;base64,AAAA' })).toBe(false);
    expect(image.validate({ image: '/a.jpg', ratio: 0 })).toBe(false);
    expect(image.validate({ image: '/a.jpg', hotzones: [{ x: 0, y: 0, w: 120, h: 50, action: { target: 'all' } }] })).toBe(false);
    expect(image.validate({ image: '/a.jpg', hotzones: [{ x: 0, y: 0, w: 50, h: 50 }] })).toBe(false);
    expect(image.validate({ image: '/a.jpg', action: { target: 'javascript:alert(1)' } })).toBe(false);
  });

  it('shows the image with its title as alt text, in its ratio, at once on the first screen and lazily below', async () => {
    const nodes = Array.from({ length: FIRST_SCREEN_NODES + 1 }, (_, index) => ({ ...example, id: `i${index}`, props: { ...example.props, title: `图${index}` } }));
    await renderNodes([image], nodes);
    const first = screen.getByAltText('图0');
    expect(first.getAttribute('src')).toBe('https://img.example-mall.test/venue/brands.jpg');
    expect(first.style.aspectRatio).toMatch(/^1\.875/);
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    const below = screen.getByAltText(`图${FIRST_SCREEN_NODES}`);
    expect(below.getAttribute('src')).toBe('https://img.example-mall.test/venue/brands.jpg');
    expect(below.getAttribute('loading')).toBe('lazy');
  });

  it('asks for a picture surely below the fold only when it comes near the screen', async () => {
    const cameNear = stubIntersections(false);
    const nodes = Array.from({ length: FIRST_PASS_NODES + 1 }, (_, index) => ({ ...example, id: `i${index}`, props: { ...example.props, title: `图${index}` } }));
    await renderNodes([image], nodes);
    const last = await screen.findByAltText(`图${FIRST_PASS_NODES}`);
    expect(screen.getByAltText(`图${FIRST_PASS_NODES - 1}`).getAttribute('src')).toBe(example.props.image);
    expect(last.hasAttribute('src')).toBe(false);
    cameNear(last, true);
    expect(last.getAttribute('src')).toBe(example.props.image);
  });

  it('places hot zones in percent, named after their action or their position', async () => {
    await renderNodes([image], [example]);
    const brand = screen.getByRole('button', { name: '品牌旗舰店' });
    expect(brand.style.left).toBe('0%');
    expect(brand.style.width).toBe('50%');
    expect(brand.style.height).toBe('60%');
    expect(screen.getByRole('button', { name: '热区 2' }).style.left).toBe('50%');
  });

  it('each zone opens its own target and the rest of the image opens the image action', async () => {
    const { visited } = await renderNodes([image], [example]);
    fireEvent.click(screen.getByRole('button', { name: '品牌旗舰店' }));
    fireEvent.click(screen.getByRole('button', { name: '热区 2' }));
    fireEvent.click(screen.getByAltText('品牌联合 大牌直降'));
    expect(visited).toEqual(['/mall/shop-detail?seller_id=201', '/active/component-active?id=102', '/mall/category']);
  });

  it('without an action the image is not tappable and a zone past the edge is cut at it', async () => {
    const node = { id: 'i2', type: 'image', props: { image: '/static/img/b/x.svg', hotzones: [{ x: 80, y: 90, w: 40, h: 30, action: { target: 'index' } }] } };
    await renderNodes([image], [node]);
    expect(screen.getByAltText('活动图片').closest('button')).toBeNull();
    const zone = screen.getByRole('button', { name: '热区 1' });
    expect(zone.style.width).toBe('20%');
    expect(zone.style.height).toBe('10%');
  });
});
