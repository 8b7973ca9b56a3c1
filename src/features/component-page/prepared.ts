import { preparedReads } from '../../core/early-answers';
import { loadDocument } from './load-document';

/** A component page: its id, and whether it is the draft (`&preview=1`). */
export interface PageRef {
  id: string;
  preview: boolean;
}

/**
 * Documents read before their page renders: while the app starts (the page it opens on) and on the
 * server that draws that page. A page whose document is here at its first render shows it at once,
 * which is also what lets the client take over a server-drawn page without drawing it again. A failed
 * reading is kept too: the page shows that failure instead of asking a second time.
 */
export const documentsAhead = preparedReads(
  ({ id, preview }: PageRef) => loadDocument(id, preview),
  ({ id, preview }: PageRef) => `${preview ? 'draft' : 'live'}:${id}`,
);

/** The page's query as the page reads it: `?id=…`, and `&preview=1` for the draft. */
export function pageOf(search: URLSearchParams): PageRef {
  return { id: search.get('id') ?? '', preview: search.get('preview') === '1' };
}

/** Starts reading the page's document ahead of its first render; resolves when it has been read. */
export async function prepareDocument(search: URLSearchParams): Promise<void> {
  const page = pageOf(search);
  if (page.id) await documentsAhead.prepare(page);
}
