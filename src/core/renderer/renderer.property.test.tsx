// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OPERATOR_WIDGETS } from '../../../widgets';
import { registerTargetRoutes } from '../actions';
import { loadWidgetsFor, PageRenderer, registerWidgets } from './index';

// Widgets that call the server get an answer that never comes: this test is about rendering.
vi.mock('../../api/home', () => ({ listHomeFeed: () => new Promise(() => undefined) }));
vi.mock('../../api/category', () => ({ getCategoryDetail: () => new Promise(() => undefined) }));
vi.mock('../../api/mission', () => ({ getMissionIndex: () => new Promise(() => undefined), signIn: () => new Promise(() => undefined) }));

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = Array<string | number>;

const fixture = (id: number) => JSON.parse(readFileSync(`fixtures/pages/${id}.json`, 'utf8')) as { nodes: Json[] };
const SOURCES = [103, 104, 108, 112].map((id) => fixture(id).nodes);
const SENTINEL = { id: 'sentinel', type: 'divider', props: { text: '页面仍在' } };

function pathsOf(value: Json, path: Path = []): Path[] {
  if (Array.isArray(value)) return [path, ...value.flatMap((item, index) => pathsOf(item, [...path, index]))];
  if (value && typeof value === 'object') return [path, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...path, key]))];
  return [path];
}

function setAt(root: Json[], path: Path, value: Json): Json[] {
  if (path.length === 0) return root;
  const copy = structuredClone(root);
  let cursor: Json = copy;
  for (const key of path.slice(0, -1)) cursor = (cursor as Record<string | number, Json>)[key] as Json;
  (cursor as Record<string | number, Json>)[path[path.length - 1] as string | number] = value;
  return copy;
}

/** A fixture with a few of its values (anywhere, at any depth) replaced by arbitrary JSON. */
const mutatedNodes = fc
  .tuple(fc.integer({ min: 0, max: SOURCES.length - 1 }), fc.array(fc.tuple(fc.nat(), fc.jsonValue()), { minLength: 1, maxLength: 4 }))
  .map(([source, edits]) => {
    let nodes = SOURCES[source] as Json[];
    for (const [pick, value] of edits) {
      const paths = pathsOf(nodes);
      nodes = setAt(nodes, paths[pick % paths.length] as Path, value as Json);
    }
    return [...nodes, SENTINEL] as unknown[];
  });

describe('renderer under random mutations of the fixtures', () => {
  beforeAll(async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    registerWidgets(OPERATOR_WIDGETS);
    registerTargetRoutes({
      product: (id) => `/p/${id}`, seller: (id) => `/s/${id}`, category: (id) => `/c/${id}`, coupon: () => '/coupon',
      index: () => '/', all: () => '/c', integral: null, open_event: null, group_buy: null, agent: null, categoryBrowser: () => '/c',
    });
    await loadWidgetsFor(SOURCES.flat());
  });
  afterAll(() => vi.restoreAllMocks());

  it.each([false, true])('never throws past a node boundary and never leaves the page blank (preview: %s)', (preview) => {
    fc.assert(
      fc.property(mutatedNodes, (nodes) => {
        const { container } = render(
          <PageRenderer nodes={nodes} settings={{ preview, loggedIn: false, platform: 'browser' }} now={() => Date.parse('2026-11-05T12:00:00+08:00')} />,
        );
        const ok = container.querySelector('[data-node-id="sentinel"]')?.textContent?.includes('页面仍在') === true;
        cleanup();
        return ok;
      }),
      { numRuns: 1000 },
    );
  }, 120_000);

  // Found by the property above (seed -642581582): String() of such an id throws.
  it('survives a top-level node whose id is an object that cannot become a string', () => {
    const hostile = { id: { toString: 0 }, type: 'spacer', props: { height: 8 } };
    const { container } = render(
      <PageRenderer nodes={[hostile, SENTINEL]} settings={{ preview: false, loggedIn: false, platform: 'browser' }} now={() => 0} />,
    );
    expect(container.querySelector('[data-node-id="sentinel"]')?.textContent).toBe('页面仍在');
    cleanup();
  });

  // Found by the property above (seed 1096888094): String() of such a type threw in NodeView.
  it.each([false, true])('survives a node whose type is an object that cannot become a string (preview: %s)', (preview) => {
    const hostile = { id: 'n2', type: { toString: null }, props: {} };
    const { container } = render(<PageRenderer nodes={[hostile, SENTINEL]} settings={{ preview, loggedIn: false, platform: 'browser' }} now={() => 0} />);
    expect(container.querySelector('[data-node-id="sentinel"]')?.textContent).toBe('页面仍在');
    cleanup();
  });

  // Found by the property above (seed -831316365): Date.parse of such a window edge threw in the page's effect.
  it('survives a time window whose edge is an object that cannot become a string', () => {
    const hostile = { id: 'n1', type: 'spacer', props: { height: 8 }, visible: { from: { toString: false } } };
    const { container } = render(<PageRenderer nodes={[hostile, SENTINEL]} settings={{ preview: false, loggedIn: false, platform: 'browser' }} now={() => 0} />);
    expect(container.querySelector('[data-node-id="sentinel"]')?.textContent).toBe('页面仍在');
    cleanup();
  });
});
