/**
 * The back office's answers (CONTRACT §9) read at the edge, as the shopper's are (CONTRACT §5): numbers as
 * numeric text, `""`/`null` for absent, a `null` list as empty. The ids and versions an editor saves
 * against are required: without them it could overwrite the wrong version.
 */
import { answer, boolean, count, isRecord, list, object, optional, readCount, readText, requiredCount, text, type Decoder } from '../../../contract/read';
import type { DraftNode, PageDraft } from '../model';

/** A stored document as the editor edits it: whatever its fields, a list of nodes (the checker judges each). */
const draft: Decoder<PageDraft> = (value) => {
  const fields = isRecord(value) ? value : {};
  return { ...fields, nodes: Array.isArray(fields.nodes) ? (fields.nodes as DraftNode[]) : [] };
};

const nullableCount: Decoder<number | null> = (value) => readCount(value) ?? null;
const nullableText: Decoder<string | null> = (value) => {
  const read = readText(value);
  return read ? read : null;
};

const pageSummary = object({
  id: requiredCount,
  title: text,
  status: text,
  updated_at: text,
  published_version: nullableCount,
  draft_version: nullableCount,
  scheduled_at: nullableText,
});

export const pageList = answer('pages', object({ list: list(pageSummary), has_more: boolean, total: count }));
export const storedPage = answer('page', object({ id: requiredCount, version: requiredCount, document: draft }));
export const savedPage = answer('saved', object({ id: requiredCount, version: requiredCount }));
export const publishedPage = answer('published', object({ id: requiredCount, published_version: requiredCount, scheduled_at: nullableText }));
export const pageVersions = answer(
  'versions',
  object({ list: list(object({ version: requiredCount, saved_at: text, published_at: nullableText, note: optional(readText) })) }),
);
