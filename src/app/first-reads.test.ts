import { describe, expect, it } from 'vitest';
import { FIRST_PASS_NODES } from '../core/renderer/first-screen-nodes';
import { firstReadsFor } from './first-reads';

describe("an operator page's first read", () => {
  const [read] = firstReadsFor('/active/component-active', new URLSearchParams('id=7'));
  const node = (type: string, children: unknown[] = []) => ({ id: type, type, props: {}, children });
  const firstScreen = Array.from({ length: FIRST_PASS_NODES - 1 }, () => node('title'));
  const page = { nodes: [...firstScreen, node('container', [node('image')]), node('video'), node('rich-text')] };

  it("announces the code of its first screen's widgets, children included, and not of those further down", () => {
    expect(read?.widgets?.(page).sort()).toEqual(['container', 'image', 'title']);
  });

  it('names every widget it draws for a server that draws the page (their styles)', () => {
    expect(read?.allWidgets?.(page).sort()).toEqual(['container', 'image', 'rich-text', 'title', 'video']);
  });
});
