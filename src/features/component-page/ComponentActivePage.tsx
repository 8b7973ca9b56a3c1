import { useSearchParams } from 'react-router-dom';
import { ComponentPage } from './ComponentPage';

export { prepareDocument as prepare } from './prepared';

/** /active/component-active?id=N (published) and ...&preview=1 (the operator's draft). */
export default function ComponentActivePage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const preview = params.get('preview') === '1';
  return <ComponentPage key={`${id}-${preview ? 'draft' : 'live'}`} pageId={id} preview={preview} />;
}
