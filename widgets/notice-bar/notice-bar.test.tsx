// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { renderNodes } from '../test-utils';
import example from './example.json';
import noticeBar from './widget';

afterEach(cleanup);

describe('notice-bar', () => {
  it('accepts its example and rejects typical mistakes', () => {
    expect(noticeBar.validate(example.props)).toBe(true);
    expect(noticeBar.validate({ text: '今日10点开抢' })).toBe(true);
    expect(noticeBar.validate({})).toBe(false);
    expect(noticeBar.validate({ text: '' })).toBe(false);
    expect(noticeBar.validate({ text: '公告', scrollable: 'yes' })).toBe(false);
    expect(noticeBar.validate({ text: '公告', action: { target: 'javascript:alert(1)' } })).toBe(false);
  });

  it('a scrolling notice is one tappable strip that goes through the action router', async () => {
    const { visited } = await renderNodes([noticeBar], [example]);
    const strip = screen.getByRole('button', { name: example.props.text });
    expect(strip.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    const track = screen.getByText(example.props.text);
    expect(track.style.getPropertyValue('--marquee-duration')).toMatch(/^\d+s$/);
    fireEvent.click(strip);
    expect(visited).toEqual(['/active/component-active?id=101']);
  });

  it('a still notice without an action is plain text', async () => {
    await renderNodes([noticeBar], [{ id: 'nb2', type: 'notice-bar', props: { text: '部分地区暂停发货' } }]);
    expect(screen.getByRole('note').textContent).toBe('部分地区暂停发货');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('the marquee stops for visitors who prefer reduced motion', () => {
    const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'widget.module.css'), 'utf8');
    const reduced = css.slice(css.indexOf('@media (prefers-reduced-motion: reduce)'));
    expect(reduced).toMatch(/\.track\s*\{[^}]*animation:\s*none/);
  });
});
