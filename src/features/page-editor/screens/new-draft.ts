import { fetchFixtureText } from '../../../core/fixture-index';
import { CURRENT_SCHEMA_VERSION } from '../../../core/renderer';
import type { PageDraft } from '../model';

/** A new page: blank, or a copy of a demo fixture; the back office gives it its id when it is first saved. */
export async function newDraft(template: string | null): Promise<PageDraft> {
  if (!template) return { schema_version: CURRENT_SCHEMA_VERSION, title: '新页面', status: 'draft', nodes: [] };
  const document = JSON.parse(await fetchFixtureText(template)) as PageDraft;
  const { id: _templateId, ...rest } = document;
  return { ...rest, status: 'draft', nodes: Array.isArray(document.nodes) ? document.nodes : [] };
}
