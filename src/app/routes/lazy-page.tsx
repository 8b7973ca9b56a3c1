import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { ChunkLoadTimeout, PageErrorBoundary } from '../components/PageErrorBoundary';
import { PageSkeleton } from '../components/PageSkeleton';
import type { PageLoader, PageModule } from './types';

/** mall-spec §9: a page's code gets 120 s to arrive before the shopper is offered a retry. */
export const CHUNK_TIMEOUT_MS = 120_000;

function withTimeout(load: PageLoader, timeoutMs: number): Promise<PageModule> {
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

/** A lazily loaded page inside its own boundary; retry builds a fresh lazy component. */
export function lazyPage(load: PageLoader): ComponentType {
  return function LazyPage() {
    const [attempt, setAttempt] = useState(0);
    const Page = useMemo(() => lazy(() => withTimeout(load, CHUNK_TIMEOUT_MS)), [attempt]);
    return (
      <PageErrorBoundary onRetry={() => setAttempt((value) => value + 1)}>
        <Suspense fallback={<PageSkeleton />}>
          <Page />
        </Suspense>
      </PageErrorBoundary>
    );
  };
}
