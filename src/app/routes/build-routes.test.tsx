// @vitest-environment happy-dom
import { expect, it, vi } from 'vitest';
import type { RouteHandle } from './types';
import { buildRoutes } from './build-routes';
import { registerWidgets } from '../../core/renderer';
import { PAGE_BASICS } from '../../../widgets/page-basics';

vi.mock('../../features/component-page/ComponentActivePage', () => ({ default: () => null, prepare: () => Promise.resolve() }));
vi.mock('../../features/auth/LoginPage', () => ({ default: () => null, prepare: () => Promise.resolve() }));

/** A loader per widget type that records being asked, and never resolves (nothing here draws). */
function watchedWidgets(types: readonly string[]) {
  const loaders = Object.fromEntries(types.map((type) => [type, vi.fn(() => new Promise<never>(() => undefined))]));
  registerWidgets(loaders);
  return loaders;
}

const preloadOf = (path: string) => {
  const route = buildRoutes().find((candidate) => candidate.path === path);
  return (route?.handle as RouteHandle).preload!;
};

it("starts fetching an operator page's basic widgets with the page's code, before its document has named any", async () => {
  const widgets = watchedWidgets(PAGE_BASICS);
  await preloadOf('/active/component-active')(new URLSearchParams('id=7'));
  for (const type of PAGE_BASICS) expect(widgets[type], type).toHaveBeenCalledTimes(1);
});

it('fetches no operator widget for a page route that names none', async () => {
  const widgets = watchedWidgets(PAGE_BASICS);
  await preloadOf('/mall/login')(new URLSearchParams());
  for (const type of PAGE_BASICS) expect(widgets[type], type).not.toHaveBeenCalled();
});
