import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { ChunkLoadTimeout, PageErrorBoundary } from '../components/PageErrorBoundary';
import { PageSkeleton } from '../../ui/PageSkeleton';
import type { PageModule } from './types';

/** mall-spec §9: a page's code gets 120 s to arrive before the shopper is offered a retry. */
export const CHUNK_TIMEOUT_MS = 120_000;

function withTimeout<Props>(load: () => Promise<PageModule<Props>>, timeoutMs: number): Promise<PageModule<Props>> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new ChunkLoadTimeout()), timeoutMs);
    load().then(
      (module) => {
        window.clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        window.clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** A page component whose code downloads on first use, or earlier when asked to (`preload`). */
export type LazyPage<Props> = ComponentType<Props> & {
  /** Starts the download and keeps the module: a page rendered after it arrived draws at once. */
  preload(): Promise<void>;
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
  function LazyPage(props: Props) {
    const [attempt, setAttempt] = useState(0);
    // React's lazy() types drop the generic props; the module's own type is the truth here.
    const Page = useMemo(() => (loaded ? loaded.default : (lazy(loadOnce) as unknown as ComponentType<Props>)), [attempt]);
    return (
      <PageErrorBoundary onRetry={() => setAttempt((value) => value + 1)}>
        <Suspense fallback={<PageSkeleton />}>
          <Page {...props} />
        </Suspense>
      </PageErrorBoundary>
    );
  }
  return Object.assign(LazyPage, {
    preload: () => (loaded ? Promise.resolve() : loadOnce().then(() => undefined)),
  });
}
