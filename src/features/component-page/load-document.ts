import validateDocument from '../../../schemas/page-document.schema.json?validate';
import { getComponentPage, previewComponentPage } from '../../api/component';
import { isApiError, isSilentFailure, SILENT_FAILURE_MESSAGE } from '../../core/request';
import { migrateDocument } from '../../contract/component/migrations';
import { checkPageFields, explainErrors, FIRST_PASS_NODES, loadWidgetsFor, withoutAbsentFields, type PageDocument, type Problem } from '../../core/renderer';

export type DocumentState =
  | { status: 'loading' }
  /** `detail`: the line under `message`, when not the usual network hint. */
  | { status: 'failed'; message: string; detail?: string }
  | { status: 'newer'; version: number }
  | { status: 'invalid'; problems: Problem[] }
  | { status: 'ready'; document: PageDocument };

export const MESSAGES = {
  failed: '页面加载失败',
  missingId: '页面不存在：链接缺少页面 id',
  widgetsFailed: '页面组件加载失败，请检查网络后重试',
  invalid: '页面数据有误，暂时无法显示',
  newer: '此页面使用了更新的版本，请升级公主购APP或稍后再试',
} as const;

/**
 * Fetches a page (published, or the draft for preview), migrates it, checks its outer shape and
 * downloads the widgets of its first pass (FIRST_PASS_NODES, more than a screen), all before the first node
 * renders: the first screen is drawn whole, in one pass; the code of the widgets further down follows it.
 */
export async function loadDocument(id: string, preview: boolean): Promise<DocumentState> {
  if (!id) return { status: 'failed', message: MESSAGES.missingId };
  let raw: unknown;
  try {
    raw = preview ? await previewComponentPage({ id }, { silent: true }) : await getComponentPage({ id }, { silent: true });
  } catch (error) {
    // An ignore-list code is silent (CONTRACT §5): the page's own words, not a network hint.
    if (isSilentFailure(error)) return { status: 'failed', message: MESSAGES.failed, detail: SILENT_FAILURE_MESSAGE };
    return { status: 'failed', message: isApiError(error) && error.message ? error.message : MESSAGES.failed };
  }
  return readDocument(raw);
}

/**
 * A page document as sent, read as loadDocument reads it: the server draws its first screen from the same
 * reading. `whole`: every widget's code before it is ready (the live preview draws every node at once).
 */
export async function readDocument(raw: unknown, { whole = false }: { whole?: boolean } = {}): Promise<DocumentState> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { status: 'invalid', problems: [{ path: '(document)', reason: '页面数据不是对象' }] };
  }
  // CONTRACT §5: "" and null are absent, for the page's own fields (style, share) as for its nodes'.
  const migrated = migrateDocument(withoutAbsentFields(raw as Record<string, unknown>));
  if (!migrated.ok) {
    if (migrated.reason === 'newer') return { status: 'newer', version: migrated.version };
    return { status: 'invalid', problems: [{ path: 'schema_version', reason: `无法识别的版本 ${JSON.stringify(migrated.version)}` }] };
  }
  const checked = checkPageFields(migrated.document, validateDocument);
  if (!checked.ok) {
    return { status: 'invalid', problems: explainErrors(validateDocument.errors, '') };
  }
  const document = checked.document as unknown as PageDocument;
  try {
    // The client draws once its first pass's widgets are here (the others come as their nodes are drawn,
    // below the screen: NodeView); a server drawing the page draws every node.
    await loadWidgetsFor(whole || import.meta.env.SSR ? document.nodes : document.nodes.slice(0, FIRST_PASS_NODES));
  } catch {
    return { status: 'failed', message: MESSAGES.widgetsFailed };
  }
  return { status: 'ready', document };
}
