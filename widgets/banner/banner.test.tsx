// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Swiper as SwiperInstance } from 'swiper';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_NODES } from '../../src/core/renderer';
import { renderNodes, stubIntersections } from '../test-utils';
import example from './example.json';
import banner from './widget';

beforeEach(() => {
  stubIntersections();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The carousel arrives once the browser is idle after the first paint. */
async function swiperOf(container: HTMLElement): Promise<SwiperInstance> {
  return waitFor(() => {
    const element = container.querySelector<HTMLElement & { swiper?: SwiperInstance }>('.swiper');
    if (!element?.swiper) throw new Error('no carousel yet');
    return element.swiper;
  });
}

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('banner', () => {
  it('accepts its example and rejects typical mistakes', () => {
    expect(banner.validate(example.props)).toBe(true);
    expect(banner.validate({ items: [{ image: '/static/img/b/1.svg' }] })).toBe(true);
    expect(banner.validate({})).toBe(false);
    expect(banner.validate({ items: [] })).toBe(false);
    expect(banner.validate({ items: [{ title: '无图' }] })).toBe(false);
    // CONTRACT §5: a number may arrive as a numeric string, a flag as "1"/"0".
    const loose: Record<string, unknown> = { interval: '3000', loop: '0', items: example.props.items };
    expect(banner.validate(loose)).toBe(true);
    expect(loose).toMatchObject({ interval: 3000, loop: false });
    expect(banner.validate({ interval: 'slow', items: example.props.items })).toBe(false);
    expect(banner.validate({ loop: 'yes', items: example.props.items })).toBe(false);
    expect(banner.validate({ items: [{ image: 'javascript:alert(1)' }] })).toBe(false);
    expect(banner.validate({ items: [{ image: '/a.jpg', action: { target: 'javascript:alert(1)' } }] })).toBe(false);
  });

  it('takes the loose shapes back ends send (CONTRACT §5): data:image pictures, a kind target with url ""', () => {
    expect(banner.validate({ items: [{ image: 'data:image/png;base64,iVBORw0KGgo=' }] })).toBe(true);
    expect(banner.validate({ items: [{ image: '/a.jpg', action: { target: 'product', target_id: '1001', url: '' } }] })).toBe(true);
    expect(banner.validate({ items: [{ image: 'data:text/html,<script>1</script>' }] })).toBe(false);
    expect(banner.validate({ items: [{ image: '/a.jpg', action: { target: 'https://m.example-mall.test/', url: 'data:text/html,x' } }] })).toBe(false);
  });

  it('draws the first slide at once, without the carousel', async () => {
    const { container } = await renderNodes([banner], [example]);
    expect(screen.getByAltText('双11主会场 全场满99包邮').getAttribute('loading')).toBe('eager');
    expect(container.querySelector('.swiper')).toBeNull();
    await swiperOf(container);
  });

  it('a banner past the first screen waits with its first picture too, like every picture further down', async () => {
    const further = Array.from({ length: FIRST_SCREEN_NODES + 1 }, (_, index) => ({
      ...example,
      id: `b${index}`,
      props: { items: [{ image: `/static/img/b/${index}.svg`, title: `第${index}屏` }] },
    }));
    await renderNodes([banner], further);
    expect(screen.getByAltText('第0屏').getAttribute('loading')).toBe('eager');
    expect(screen.getByAltText('第0屏').getAttribute('fetchpriority')).toBe('high');
    const last = screen.getByAltText(`第${FIRST_SCREEN_NODES}屏`);
    expect(last.getAttribute('loading')).toBe('lazy');
    expect(last.hasAttribute('fetchpriority')).toBe(false);
  });

  it('shows every slide with its title as alt text, only the first loaded eagerly', async () => {
    const { container } = await renderNodes([banner], [example]);
    await swiperOf(container);
    const first = screen.getByAltText('双11主会场 全场满99包邮');
    expect(first.getAttribute('loading')).toBe('eager');
    expect(screen.getByAltText('美妆狂欢 大牌5折起').getAttribute('loading')).toBe('lazy');
    expect(screen.getByAltText('领券更优惠').getAttribute('src')).toBe('https://img.example-mall.test/banner/coupon.jpg');
  });

  it('reserves the 750:320 box by default and a given ratio otherwise', async () => {
    const { container } = await renderNodes([banner], [example, { ...example, id: 'b2', props: { ...example.props, ratio: 2 } }]);
    const boxes = container.querySelectorAll('section');
    expect((boxes[0] as HTMLElement).style.aspectRatio).toMatch(/^2\.34375( \/ 1)?$/);
    expect((boxes[1] as HTMLElement).style.aspectRatio).toMatch(/^2( \/ 1)?$/);
  });

  it('a tap on a slide goes through the action router; a slide without action is not a button', async () => {
    const { visited, container } = await renderNodes([banner], [example]);
    await swiperOf(container);
    fireEvent.click(screen.getByAltText('双11主会场 全场满99包邮'));
    fireEvent.click(screen.getByAltText('美妆狂欢 大牌5折起'));
    expect(visited).toEqual(['/mall/goods-detail?id=1001', '/mall/category/detail?id=1']);
    expect(screen.getByAltText('领券更优惠').closest('button')).toBeNull();
  });

  it('autoplays every interval and loops, with a page indicator', async () => {
    stubReducedMotion(false);
    const { container } = await renderNodes([banner], [{ ...example, props: { ...example.props, interval: 5000 } }]);
    const swiper = await swiperOf(container);
    expect(swiper.params.loop).toBe(true);
    expect(swiper.autoplay.running).toBe(true);
    expect(swiper.params.autoplay).toMatchObject({ delay: 5000, disableOnInteraction: false });
    expect(container.querySelector('.swiper-pagination')).not.toBeNull();
  });

  it('does not autoplay for visitors who prefer reduced motion; a single slide needs no carousel', async () => {
    stubReducedMotion(true);
    const reduced = await renderNodes([banner], [example]);
    expect((await swiperOf(reduced.container)).autoplay.running).toBe(false);
    reduced.unmount();
    stubReducedMotion(false);
    const single = await renderNodes([banner], [{ ...example, props: { items: [example.props.items[0]] } }]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(single.container.querySelector('.swiper')).toBeNull();
    expect(screen.getByAltText('双11主会场 全场满99包邮').getAttribute('src')).toBe('https://img.example-mall.test/banner/double11.jpg');
  });

  it('a banner further down starts its carousel only when the shopper scrolls within a screen of it', async () => {
    const report = stubIntersections(false);
    const { container } = await renderNodes([banner], [example]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(container.querySelector('.swiper')).toBeNull();
    expect(screen.getByAltText('双11主会场 全场满99包邮').getAttribute('src')).toBe('https://img.example-mall.test/banner/double11.jpg');
    report(container.querySelector('section') as Element, true);
    await swiperOf(container);
  });

  it('autoplay stops while the carousel is off screen and starts again when it is back', async () => {
    stubReducedMotion(false);
    const report = stubIntersections();
    const { container } = await renderNodes([banner], [example]);
    const swiper = await swiperOf(container);
    expect(swiper.autoplay.running).toBe(true);
    report(swiper.el, false);
    expect(swiper.autoplay.running).toBe(false);
    report(swiper.el, true);
    expect(swiper.autoplay.running).toBe(true);
  });
});
