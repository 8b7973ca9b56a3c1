import { produce } from 'immer';
import { lastIndex, siblingsOf } from './siblings';
import type { NodePath, PageDraft } from './types';

export function removeNode(draft: PageDraft, path: NodePath): PageDraft {
  return produce(draft, (page) => {
    siblingsOf(page, path)?.splice(lastIndex(path), 1);
  });
}
