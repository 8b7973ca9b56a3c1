import type { PageDocument, Problem } from '../../../core/renderer';
import { MESSAGES, type DocumentState } from '../load-document';
import { keepUnchanged } from '../../../core/live-preview/keep-unchanged';

export interface LiveView {
  /** The last document that could be drawn (kept on screen while a broken one is on the way). */
  document: PageDocument | null;
  /** What is wrong with the newest document: its nodes' problems, or why it could not be drawn at all. */
  problems: Problem[];
  /** The newest document could not be drawn; `document` is the one before it. */
  rejected: boolean;
}

export const WAITING: LiveView = { document: null, problems: [], rejected: false };

function whyRejected(state: Exclude<DocumentState, { status: 'ready' | 'loading' }>): Problem[] {
  switch (state.status) {
    case 'invalid':
      return state.problems;
    case 'newer':
      return [{ path: 'schema_version', reason: `${MESSAGES.newer}（页面版本 ${state.version}）` }];
    case 'failed':
      return [{ path: '(document)', reason: state.message }];
  }
}

/**
 * The view after the editor's next document has been read. A drawable one replaces the page, keeping
 * the objects of every part that did not change (only edited nodes are drawn again); one that cannot be
 * drawn leaves the page as it was and says why.
 */
export function nextView(previous: LiveView, state: DocumentState, collect: (nodes: readonly unknown[]) => Problem[]): LiveView {
  if (state.status === 'loading') return previous;
  if (state.status !== 'ready') return { ...previous, problems: whyRejected(state), rejected: true };
  const document = keepUnchanged(previous.document, state.document);
  return { document, problems: collect(document.nodes), rejected: false };
}
