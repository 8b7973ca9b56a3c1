import { useLayoutEffect } from 'react';
import { setPageTitle } from '../../core/host';
import type { LeafRoute } from './leaf-route';

export const APP_NAME = '公主购';

/** platform-spec §2: the page title comes from the route. Pages with a server title may override it later. */
export function useDocumentTitle(leaf: LeafRoute): void {
  const title = leaf.handle?.title ?? APP_NAME;
  useLayoutEffect(() => {
    setPageTitle(title);
  }, [title]);
}
