/** The live preview protocol of CONTRACT §6: what a back-office editor and the runtime say to each other. */
import type { Platform } from '../../contract/component/page-document';
import { isRecord } from '../../contract/read';
import type { Problem } from '../renderer/explain';

export const EDITOR_SOURCE = 'h5-editor';
export const RUNTIME_SOURCE = 'h5-runtime';

export type EditorMessage =
  /** `host`: draw the page as in that host (visibility by platform included); absent, the runtime's own. */
  | { source: typeof EDITOR_SOURCE; type: 'document'; document: unknown; host?: Platform }
  | { source: typeof EDITOR_SOURCE; type: 'select'; node_id: string };

export type RuntimeMessage =
  | { source: typeof RUNTIME_SOURCE; type: 'ready'; version: number }
  | { source: typeof RUNTIME_SOURCE; type: 'rendered'; problems: Problem[]; nodes: number }
  | { source: typeof RUNTIME_SOURCE; type: 'selected'; node_id: string | null; path: string };

export const PREVIEW_HOSTS: readonly Platform[] = ['app', 'miniprogram', 'wechat', 'browser'];
const isPreviewHost = (value: unknown): value is Platform => PREVIEW_HOSTS.includes(value as Platform);

/**
 * An editor's message, or null for anything else a window may receive (other tools post too). A
 * `host` that is not one of the four is read as absent, as from an editor older than it.
 */
export function readEditorMessage(data: unknown): EditorMessage | null {
  if (!isRecord(data) || data.source !== EDITOR_SOURCE) return null;
  if (data.type === 'document' && 'document' in data) {
    return { source: EDITOR_SOURCE, type: 'document', document: data.document, ...(isPreviewHost(data.host) ? { host: data.host } : {}) };
  }
  if (data.type === 'select' && typeof data.node_id === 'string') return { source: EDITOR_SOURCE, type: 'select', node_id: data.node_id };
  return null;
}

const isProblem = (value: unknown): value is Problem =>
  isRecord(value) && typeof value.path === 'string' && typeof value.reason === 'string';

/** The runtime's message, or null (for editors: the reference editor reads the runtime with this). */
export function readRuntimeMessage(data: unknown): RuntimeMessage | null {
  if (!isRecord(data) || data.source !== RUNTIME_SOURCE) return null;
  switch (data.type) {
    case 'ready':
      return typeof data.version === 'number' ? { source: RUNTIME_SOURCE, type: 'ready', version: data.version } : null;
    case 'rendered':
      return Array.isArray(data.problems) && data.problems.every(isProblem) && typeof data.nodes === 'number'
        ? { source: RUNTIME_SOURCE, type: 'rendered', problems: data.problems, nodes: data.nodes }
        : null;
    case 'selected':
      return (typeof data.node_id === 'string' || data.node_id === null) && typeof data.path === 'string'
        ? { source: RUNTIME_SOURCE, type: 'selected', node_id: data.node_id, path: data.path }
        : null;
    default:
      return null;
  }
}

/**
 * The origins allowed to drive the preview: VITE_PREVIEW_ORIGINS, or the runtime's own origin when it
 * is empty. Entries are normalised to origins (`https://a.test/` → `https://a.test`); junk is dropped.
 */
export function allowedOrigins(configured: readonly string[], ownOrigin: string): string[] {
  const origins = configured.flatMap((entry) => {
    try {
      const url = new URL(entry);
      return url.protocol === 'http:' || url.protocol === 'https:' ? [url.origin] : [];
    } catch {
      return [];
    }
  });
  return origins.length ? origins : [ownOrigin];
}
