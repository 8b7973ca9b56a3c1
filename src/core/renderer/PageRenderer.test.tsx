// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defineWidget } from './define';
import { FIRST_SCREEN_NODES, loadWidgetsFor, PageRenderer, registerWidgets, useInFirstScreen } from './index';

const line = defineWidget<{ text: string }>({
  type: 'test-line',
  validate: Object.assign(() => true, { errors: null }),
  component: ({ props }) => <p>{props.text}</p>,
});

/** Says where the renderer put it: on the first screen or further down. */
const place = defineWidget<Record<string, never>>({
  type: 'test-place',
  validate: Object.assign(() => true, { errors: null }),
  component: function Place({ childNodes }) {
    return <p data-first-screen={String(useInFirstScreen())}>{childNodes}</p>;
  },
});

const page = (count: number) => Array.from({ length: count }, (_, index) => ({ id: `n${index}`, type: 'test-line', props: { text: `line ${index}` } }));

function renderPage(nodes: unknown[]) {
  let commits = 0;
  const { container } = render(
    <Profiler id="page" onRender={() => (commits += 1)}>
      <PageRenderer nodes={nodes} settings={{ preview: false, loggedIn: false, platform: 'browser' }} now={() => 0} />
    </Profiler>,
  );
  return { container, commits: () => commits };
}

describe('PageRenderer on a long page', () => {
  beforeAll(async () => {
    registerWidgets({ 'test-line': () => Promise.resolve({ default: line }) });
    await loadWidgetsFor(page(1));
  });
  afterEach(cleanup);

  it('draws every node: the first screenful at once, the rest in a few growing passes (each its own commit)', () => {
    const { container, commits } = renderPage(page(1600));
    expect(container.querySelectorAll('p')).toHaveLength(1600);
    expect(container.querySelector('[data-node-id="n1599"]')?.textContent).toBe('line 1599');
    // 16 at once, then up to 300, 1,500 and 1,600: one commit for all 1,584 later nodes would freeze a cheap phone.
    expect(commits()).toBe(4);
  });

  it('draws a page of up to 300 nodes in one pass: the commits and frames between passes would cost it more', () => {
    const short = renderPage(page(300));
    expect(short.container.querySelectorAll('p')).toHaveLength(300);
    expect(short.commits()).toBe(1);
    cleanup();
    const longer = renderPage(page(301));
    expect(longer.container.querySelectorAll('p')).toHaveLength(301);
    // 16 at once, then up to 300, then the rest.
    expect(longer.commits()).toBe(3);
  });

  it("tells a node's widgets, and its children's, whether it is on the first screen (its first pictures load at once)", async () => {
    registerWidgets({ 'test-line': () => Promise.resolve({ default: line }), 'test-place': () => Promise.resolve({ default: place }) });
    const nodes = Array.from({ length: FIRST_SCREEN_NODES + 1 }, (_, index) => ({
      id: `p${index}`,
      type: 'test-place',
      props: {},
      children: [{ id: `c${index}`, type: 'test-place', props: {} }],
    }));
    await loadWidgetsFor(nodes);
    const { container } = renderPage(nodes);
    const said = (id: string) => container.querySelector(`[data-node-id="${id}"] > p`)?.getAttribute('data-first-screen');
    expect(said(`p${FIRST_SCREEN_NODES - 1}`)).toBe('true');
    expect(said(`c${FIRST_SCREEN_NODES - 1}`)).toBe('true');
    expect(said(`p${FIRST_SCREEN_NODES}`)).toBe('false');
    expect(said(`c${FIRST_SCREEN_NODES}`)).toBe('false');
  });

  it('lets the browser skip layout and paint of nodes past the first screenful while they are off screen', () => {
    const { container } = renderPage(page(20));
    const wrapper = (id: string) => container.querySelector(`[data-node-id="${id}"]`);
    expect(wrapper('n15')?.className ?? '').toBe('');
    expect(wrapper('n16')?.className).toMatch(/belowFold/);
  });
});

describe('a node that throws while drawing', () => {
  let failing = true;
  const fragile = defineWidget<Record<string, never>>({
    type: 'test-fragile',
    validate: Object.assign(() => true, { errors: null }),
    component: () => {
      if (failing) throw new Error('broken answer');
      return <p>drawn</p>;
    },
  });

  beforeAll(async () => {
    registerWidgets({ 'test-fragile': () => Promise.resolve({ default: fragile }) });
    await loadWidgetsFor([{ id: 'f', type: 'test-fragile', props: {} }]);
  });
  afterEach(() => {
    cleanup();
    failing = true;
  });

  const nodes = [{ id: 'f', type: 'test-fragile', props: {} }, { id: 'n0', type: 'test-line', props: { text: 'kept' } }];
  const quietly = <T,>(draw: () => T): T => {
    const error = console.error;
    console.error = () => undefined;
    try {
      return draw();
    } finally {
      console.error = error;
    }
  };

  it('disappears from an operator page, which keeps the rest', () => {
    const { container } = quietly(() => renderPage(nodes));
    expect(container.textContent).toBe('kept');
  });

  it("shows the screen's failure instead, and draws again when asked (a mall screen is never blank)", () => {
    let retry = () => undefined as void;
    const settings = {
      preview: false,
      loggedIn: false,
      platform: 'browser' as const,
      failedNode: (again: () => void) => {
        retry = again;
        return <p role="alert">failed</p>;
      },
    };
    const { container } = quietly(() => render(<PageRenderer nodes={nodes} settings={settings} now={() => 0} />));
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('failed');
    failing = false;
    act(() => retry());
    expect(container.textContent).toBe('drawnkept');
  });
});

describe('a change of render settings', () => {
  beforeAll(async () => {
    registerWidgets({ 'test-line': () => Promise.resolve({ default: line }) });
    await loadWidgetsFor(page(1));
  });
  afterEach(cleanup);

  const nodes = [
    { id: 'all', type: 'test-line', props: { text: 'for everyone' } },
    { id: 'members', type: 'test-line', props: { text: 'members only' }, visible: { login: true } },
    { id: 'visitors', type: 'test-line', props: { text: 'visitors only' }, visible: { login: '0' } },
  ];
  const shown = (container: HTMLElement) => Array.from(container.querySelectorAll('[data-node-id]'), (node) => node.getAttribute('data-node-id'));

  it('reaches every node already drawn, though the nodes themselves did not change (a sign-in, a sign-out, preview)', () => {
    const Page = ({ loggedIn, preview = false }: { loggedIn: boolean; preview?: boolean }) => (
      <PageRenderer nodes={nodes} settings={{ preview, loggedIn, platform: 'browser' }} now={() => 0} />
    );
    const { container, rerender } = render(<Page loggedIn={false} />);
    expect(shown(container)).toEqual(['all', 'visitors']);
    act(() => rerender(<Page loggedIn />));
    expect(shown(container)).toEqual(['all', 'members']);
    act(() => rerender(<Page loggedIn={false} />));
    expect(shown(container)).toEqual(['all', 'visitors']);
    act(() => rerender(<Page loggedIn={false} preview />));
    expect(container.querySelector('[data-node-id="all"]')?.getAttribute('data-node-label')).toBe('all · test-line');
  });
});
