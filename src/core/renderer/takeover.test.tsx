// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defineWidget } from './define';
import { drawnPageAwaitsTakeover, loadWidgetsFor, PageRenderer, registerWidgets } from './index';
import { dependsOnVisitor } from './takeover';

// The React tests' act() environment (testing-library sets it; this test renders with react-dom itself).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const line = defineWidget<{ text: string }>({
  type: 'takeover-line',
  validate: Object.assign(() => true, { errors: null }),
  component: ({ props }) => <p>{props.text}</p>,
});

const nodes = [
  ...Array.from({ length: 40 }, (_, index) => ({ id: `n${index}`, type: 'takeover-line', props: { text: `line ${index}` } })),
  { id: 'members', type: 'takeover-line', props: { text: 'members only' }, visible: { login: true } },
  { id: 'in-app', type: 'takeover-line', props: { text: 'in the app' }, visible: { platforms: ['app'] } },
];

function Page({ loggedIn }: { loggedIn: boolean }) {
  return <PageRenderer nodes={nodes} settings={{ preview: false, loggedIn, platform: 'app' }} now={() => 0} />;
}

describe('a page the server drew, taken over by the client', () => {
  let root: Root | undefined;
  beforeAll(async () => {
    registerWidgets({ 'takeover-line': () => Promise.resolve({ default: line }) });
    await loadWidgetsFor(nodes);
  });
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = '';
  });

  it('draws every node on the server, but none whose rule needs to know the visitor', () => {
    const html = renderToString(<Page loggedIn />);
    expect(html.match(/data-node-id=/g)).toHaveLength(40);
    expect(html).toContain('line 39');
    expect(html).not.toContain('members only');
    expect(html).not.toContain('in the app');
  });

  it('keeps the elements the server drew, then adds what only the client can judge', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page loggedIn />);
    document.body.append(container);
    const drawn = container.querySelector('[data-node-id="n39"]');
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <Page loggedIn />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    // The same element, not a copy drawn again.
    expect(container.querySelector('[data-node-id="n39"]')).toBe(drawn);
    expect(container.querySelectorAll('[data-node-id]')).toHaveLength(42);
    expect(container.textContent).toContain('members only');
    expect(container.textContent).toContain('in the app');
  });

  it("takes over a node's empty place without waiting for its widget's code", async () => {
    // Code fetched after the first screen, not here yet: on the server too, which draws the place empty.
    registerWidgets({ 'takeover-late': () => new Promise(() => undefined) });
    const late = [
      ...nodes,
      { id: 'late', type: 'takeover-late', props: {}, visible: { platforms: ['app'] } },
      // Stored as form input: the check reads "1" as true, and so must the takeover.
      { id: 'members-form', type: 'takeover-line', props: { text: 'members by form' }, visible: { login: '1' } },
    ];
    const LatePage = ({ loggedIn }: { loggedIn: boolean }) => (
      <PageRenderer nodes={late} settings={{ preview: false, loggedIn, platform: 'app' }} now={() => 0} />
    );
    const html = renderToString(<LatePage loggedIn />);
    // An empty place, not the mark of a part the server gave up on (which the client must draw apart).
    expect(html).not.toContain('<!--$!-->');
    expect(html).not.toContain('members by form');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <LatePage loggedIn />, { onRecoverableError: (error) => errors.push(error) });
    });
    await act(async () => root?.render(<LatePage loggedIn={false} />));
    expect(errors).toEqual([]);
    expect(container.querySelectorAll('[data-node-id]')).toHaveLength(41);
  });

  it('reads a node\'s rule as the check does: only a login or platform rule needs the visitor', () => {
    expect(dependsOnVisitor({ login: false })).toBe(true);
    expect(dependsOnVisitor({ platforms: ['app'] })).toBe(true);
    expect(dependsOnVisitor({ from: '2026-11-05T12:00:00+08:00' })).toBe(false);
    expect(dependsOnVisitor({ login: '1' })).toBe(true);
    expect(dependsOnVisitor({ login: 0 })).toBe(true);
    expect(dependsOnVisitor({ login: 'yes', platforms: 'app' })).toBe(false);
    expect(dependsOnVisitor(undefined)).toBe(false);
    expect(dependsOnVisitor('login')).toBe(false);
    expect(dependsOnVisitor(null)).toBe(false);
  });

  it('tells a drawn page still waiting to be taken over from one the app has', () => {
    document.body.innerHTML = '<div id="root" data-server-drawn><main></main></div>';
    expect(drawnPageAwaitsTakeover()).toBe(true);
    // main.tsx takes the attribute away as it takes the page over.
    document.getElementById('root')?.removeAttribute('data-server-drawn');
    expect(drawnPageAwaitsTakeover()).toBe(false);
  });
});
