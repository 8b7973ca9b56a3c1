import { useLayoutEffect } from 'react';
import { useMatches } from 'react-router-dom';
import type { RouteHandle } from '../routes/types';

export const APP_NAME = '公主购';

/** platform-spec §2: the page title comes from the route. Pages with a server title may override it later. */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  const title = handle?.title ?? APP_NAME;
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
}
