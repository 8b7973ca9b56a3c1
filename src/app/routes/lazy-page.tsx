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

/** A lazily loaded page inside its own boundary; retry builds a fresh lazy component. */
export function lazyPage<Props extends object = object>(load: () => Promise<PageModule<Props>>): ComponentType<Props> {
  return function LazyPage(props: Props) {
    const [attempt, setAttempt] = useState(0);
    // React's lazy() types drop the generic props; the module's own type is the truth here.
    const Page = useMemo(() => lazy(() => withTimeout(load, CHUNK_TIMEOUT_MS)) as unknown as ComponentType<Props>, [attempt]);
    return (
      <PageErrorBoundary onRetry={() => setAttempt((value) => value + 1)}>
        <Suspense fallback={<PageSkeleton />}>
          <Page {...props} />
        </Suspense>
      </PageErrorBoundary>
    );
  };
}
