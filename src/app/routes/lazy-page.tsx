import { lazy, Suspense, useState, type ComponentType } from 'react';
import { ChunkLoadTimeout, PageErrorBoundary } from '../components/PageErrorBoundary';
import { PageSkeleton } from '../../ui/PageSkeleton';
import type { PageModule } from './types';

/** mall-spec §9: a page's code gets 120 s to arrive before the shopper is offered a retry. */
export const CHUNK_TIMEOUT_MS = 120_000;

function withTimeout<Props>(load: () => Promise<PageModule<Props>>, timeoutMs: number): Promise<PageModule<Props>> {
  return new Promise((resolve, reject) => {
    // Not window.setTimeout: the server draws pages with this code too (src/entry-server.tsx).
    const timer = setTimeout(() => reject(new ChunkLoadTimeout()), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** A page component whose code downloads on first use, or earlier when asked to (`preload`). */
export type LazyPage<Props> = ComponentType<Props> & {
  /**
   * Starts the download and keeps the module, then lets the page read what it shows first for the
   * URL's query (`prepare`): a page rendered after that draws at once, with its content.
   */
  preload: (search: URLSearchParams) => Promise<void>;
};

/**
 * A lazily loaded page inside its own boundary; retry builds a fresh lazy component. Once the code is
 * here (preloaded while the app starts), the page draws without a suspended pass and its skeleton.
 */
export function lazyPage<Props extends object = object>(load: () => Promise<PageModule<Props>>): LazyPage<Props> {
  let loaded: PageModule<Props> | null = null;
  let pending: Promise<PageModule<Props>> | null = null;
  const loadOnce = () => {
    pending ??= withTimeout(load, CHUNK_TIMEOUT_MS).then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        // Forget the failure: a retry downloads again.
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  // React's lazy() types drop the generic props; the module's own type is the truth here.
  const pageComponent = () => (loaded ? loaded.default : (lazy(loadOnce) as unknown as ComponentType<Props>));
  function LazyPage(props: Props) {
    // A new lazy component per attempt: a retry after a failed download downloads again.
    const [Page, setPage] = useState(pageComponent);
    return (
      <PageErrorBoundary onRetry={() => setPage(pageComponent)}>
        <Suspense fallback={<PageSkeleton />}>
          <Page {...props} />
        </Suspense>
      </PageErrorBoundary>
    );
  }
  return Object.assign(LazyPage, {
    preload: (search: URLSearchParams) => (loaded ? Promise.resolve(loaded) : loadOnce()).then((module) => module.prepare?.(search)),
  });
}
