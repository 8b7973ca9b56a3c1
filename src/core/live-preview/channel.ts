import { allowedOrigins, readEditorMessage, RUNTIME_SOURCE, type EditorMessage, type RuntimeMessage } from './messages';

type WithoutSource<M> = M extends unknown ? Omit<M, 'source'> : never;
type Outgoing = WithoutSource<RuntimeMessage>;

export interface LivePreviewChannel {
  /** Tell the editor something; it goes only to the origin that sent the last document. */
  send: (message: Outgoing) => void;
  close: () => void;
}

interface ChannelOptions {
  /** VITE_PREVIEW_ORIGINS, as configured. */
  configuredOrigins: readonly string[];
  version: number;
  onMessage: (message: EditorMessage) => void;
  /** For tests; the runtime's own window otherwise. */
  window?: Window;
}

/**
 * The runtime's side of CONTRACT §6. Listens to editors on the allowed origins only, announces `ready`
 * to the embedding window (posted once per allowed origin: the browser delivers it only where the
 * embedder's origin matches, so nothing is posted to `*`), and answers the origin that sent `document`.
 *
 * An editor may hand over a MessagePort with a `document` (the reference editor does). The same
 * messages then travel on that port, both ways, until a document comes by window without one. A port
 * reaches only the window it was posted to, so it speaks for the allowed editor that sent it. It is
 * worth having: Chromium copies a message between a window and a frame of another site far more slowly
 * than over a port (about 15 ms against 3 for a 300-node page, at every keystroke).
 */
export function openLivePreviewChannel({ configuredOrigins, version, onMessage, window: own = window }: ChannelOptions): LivePreviewChannel {
  const allowed = allowedOrigins(configuredOrigins, own.location.origin);
  // The embedding editor: the frame's parent (CONTRACT §6), or the window that opened this one. Only an
  // opener of the runtime's own origin keeps its handle: the preview is served with COOP same-origin
  // (server/front/security-headers.ts), which severs a cross-origin opener.
  const editor: Window | null = own.parent !== own ? own.parent : ((own.opener as Window | null) ?? null);
  let editorOrigin: string | null = null;
  let port: MessagePort | null = null;

  const post = (target: Window, message: Outgoing, origin: string) =>
    target.postMessage({ source: RUNTIME_SOURCE, ...message }, origin);

  const fromPort = (event: MessageEvent) => {
    const message = readEditorMessage(event.data);
    if (message) onMessage(message);
  };
  const adoptPort = (next: MessagePort | null) => {
    if (next === port) return;
    port?.close();
    port = next;
    if (!port) return;
    port.onmessage = fromPort;
  };

  const listener = (event: MessageEvent) => {
    if (editor === null || event.source !== editor || !allowed.includes(event.origin)) return;
    const message = readEditorMessage(event.data);
    if (!message) return;
    if (message.type === 'document') {
      editorOrigin = event.origin;
      adoptPort(event.ports[0] ?? null);
    }
    onMessage(message);
  };
  own.addEventListener('message', listener);
  if (editor) for (const origin of allowed) post(editor, { type: 'ready', version }, origin);

  return {
    send(message) {
      if (port) port.postMessage({ source: RUNTIME_SOURCE, ...message });
      else if (editor && editorOrigin) post(editor, message, editorOrigin);
    },
    close() {
      own.removeEventListener('message', listener);
      adoptPort(null);
    },
  };
}
