// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Link, MemoryRouter, useNavigate, useRoutes, useSearchParams, type NavigateFunction, type RouteObject } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import type { RouteHandle } from '../routes/types';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { useLeafRoute } from './leaf-route';

afterEach(cleanup);

/** A kept page with state the shopper built up (a counter) and the query it was opened with. */
function KeptList({ name }: { name: string }) {
  const [taps, setTaps] = useState(0);
  const [params] = useSearchParams();
  return (
    <div>
      <p>
        {name} taps {taps} tab {params.get('tab') ?? '-'}
      </p>
      <button type="button" onClick={() => setTaps((value) => value + 1)}>
        tap {name}
      </button>
      <Link to="/detail?id=7">open detail</Link>
    </div>
  );
}

const kept = (title: string): RouteHandle => ({ title, keepAlive: true });

function Frame({ routes }: { routes: RouteObject[] }) {
  return <KeepAliveOutlet active={useLeafRoute(routes)} />;
}

function renderApp(initial: string) {
  const listPaths = ['/list-a', '/list-b', '/list-c', '/list-d', '/list-e'];
  const screens: RouteObject[] = [
    ...listPaths.map((path) => ({ id: path, path, handle: kept(path), element: <KeptList name={path} /> })),
    { id: 'detail', path: '/detail', handle: { title: 'detail', keepAlive: false }, element: <p>detail page</p> },
  ];
  const router: { navigate: NavigateFunction | null } = { navigate: null };
  function App() {
    router.navigate = useNavigate();
    return useRoutes([{ element: <Frame routes={screens} />, children: screens }]);
  }
  render(
    <MemoryRouter initialEntries={[initial]}>
      <App />
    </MemoryRouter>,
  );
  return {
    navigate: async (to: string | number) => {
      const go = router.navigate;
      if (go) await (typeof to === 'number' ? go(to) : go(to));
    },
  };
}

it('a kept page keeps its state across a detail visit and does not see the detail URL', async () => {
  const router = renderApp('/list-a?tab=2');
  fireEvent.click(screen.getByText('tap /list-a'));
  fireEvent.click(screen.getByText('tap /list-a'));
  fireEvent.click(screen.getByText('open detail'));
  await screen.findByText('detail page');
  // Still mounted, hidden, and frozen at its own query (tab=2), not the detail's.
  expect(screen.getByText('/list-a taps 2 tab 2', { exact: false }).closest('[hidden]')).not.toBeNull();
  await act(() => router.navigate(-1));
  // Shown again, with the taps and the query it had before the detail visit.
  expect(screen.getByText('/list-a taps 2 tab 2')).toBeVisible();
  expect(screen.queryByText('detail page')).toBeNull();
});

it('keeps at most four pages: the least recently used one is dropped', async () => {
  const router = renderApp('/list-a');
  fireEvent.click(screen.getByText('tap /list-a'));
  for (const path of ['/list-b', '/list-c', '/list-d', '/list-e']) {
    await act(() => router.navigate(path));
  }
  expect(document.querySelectorAll('[data-kept-page]')).toHaveLength(4);
  await act(() => router.navigate('/list-a'));
  // list-a was dropped, so it starts afresh.
  expect(screen.getByText('/list-a taps 0 tab -')).toBeVisible();
});
