import { copiedNodes, readCopiedNodes, type CopiedNodes, type DraftNode } from '../model';

/** Copied nodes outlive the page: kept in localStorage, so another page (or tab) can paste them. */
const KEY = 'page-editor:copied-nodes';

export function copyNodes(nodes: readonly DraftNode[]): void {
  const text = JSON.stringify(copiedNodes(nodes));
  try {
    localStorage.setItem(KEY, text);
  } catch {
    // Storage full or refused: the system clipboard below may still take it.
  }
  // The system clipboard too, for another browser or machine; refused without focus, which is fine.
  void navigator.clipboard?.writeText(text).catch(() => undefined);
}

export function readCopied(): CopiedNodes | null {
  try {
    return readCopiedNodes(localStorage.getItem(KEY));
  } catch {
    return null;
  }
}
