import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { ComponentPage } from './ComponentPage';

export { prepareDocument as prepare } from './prepared';

/** Only editors' frames open it: a shopper's page does not carry its code. */
const LivePreview = lazy(() => import('./live/LivePreview'));

/**
 * /active/component-active?id=N (published), ...&preview=1 (the operator's draft) and ?preview=live
 * (a back-office editor's frame, CONTRACT §6).
 */
export default function ComponentActivePage() {
  const [params] = useSearchParams();
  if (params.get('preview') === 'live') {
    return (
      <Suspense fallback={<PageSkeleton />}>
        <LivePreview />
      </Suspense>
    );
  }
  const id = params.get('id') ?? '';
  const preview = params.get('preview') === '1';
  return <ComponentPage key={`${id}-${preview ? 'draft' : 'live'}`} pageId={id} preview={preview} />;
}
