import { EDITOR_SOURCE, readRuntimeMessage, type RuntimeMessage } from '../../../core/live-preview/messages';
import type { Platform } from '../../../core/renderer';

type Answer<T extends RuntimeMessage['type']> = Extract<RuntimeMessage, { type: T }>;

export interface PreviewHandlers {
  onRendered: (message: Answer<'rendered'>) => void;
  onSelected: (message: Answer<'selected'>) => void;
}

/** How long a sent document may go unanswered before the newest one is sent anyway (a runtime that lost it). */
export const ANSWER_WAIT_MS = 2_000;

/**
 * The editor's side of CONTRACT §6, for one preview frame: what a back-office editor does. Talks only
 * to that frame, at the runtime's origin; keeps the newest document until the runtime is ready, and
 * sends it again when the frame reloads (each load says `ready`).
 *
 * One document at a time: while the preview is drawing one, newer ones wait and only the newest is sent
 * when `rendered` comes back. A held key or a fast typist then costs the preview one drawing per answer,
 * not one per key, and it never falls behind the text.
 *
 * Each load of the frame is handed a MessagePort with the first document; once the runtime answers on
 * it, both sides speak there (a runtime that does not take ports answers by window, and that is used).
 * Chromium copies a 300-node document to a frame of another site about five times faster over a port.
 */
export class PreviewLink {
  private ready = false;
  private latest: { document: unknown; host: Platform | undefined } | null = null;
  private unanswered: ReturnType<typeof setTimeout> | null = null;
  private waiting = false;
  /** Our end of the port offered to this load of the frame, the runtime's end until it is sent, and whether the runtime took it. */
  private line: { own: MessagePort; offered: MessagePort | null; taken: boolean } | null = null;

  constructor(
    private readonly frame: HTMLIFrameElement,
    private readonly runtimeOrigin: string,
    private readonly handlers: PreviewHandlers,
  ) {
    window.addEventListener('message', this.receive);
  }

  /** `host`: show the page as in that host (CONTRACT §6); none, as in the runtime's own. */
  sendDocument(document: unknown, host?: Platform): void {
    this.latest = { document, host };
    if (!this.ready) return;
    if (this.unanswered) this.waiting = true;
    else this.postLatest();
  }

  select(nodeId: string): void {
    if (this.ready) this.post({ source: EDITOR_SOURCE, type: 'select', node_id: nodeId });
  }

  close(): void {
    window.removeEventListener('message', this.receive);
    this.settle();
    this.line?.own.close();
  }

  /** A new load of the frame: a new port is offered with the next document. */
  private offerLine(): void {
    this.line?.own.close();
    const channel = new MessageChannel();
    const line = { own: channel.port1, offered: channel.port2 as MessagePort | null, taken: false };
    line.own.onmessage = (event) => {
      line.taken = true;
      this.handle(readRuntimeMessage(event.data));
    };
    this.line = line;
  }

  private postLatest(): void {
    if (!this.latest) return;
    this.waiting = false;
    const { document, host } = this.latest;
    this.post({ source: EDITOR_SOURCE, type: 'document', document, ...(host ? { host } : {}) }, true);
    this.unanswered = setTimeout(() => {
      this.unanswered = null;
      if (this.waiting) this.postLatest();
    }, ANSWER_WAIT_MS);
  }

  /** The document in flight is answered (or forgotten): nothing is awaited any more. */
  private settle(): void {
    if (this.unanswered) clearTimeout(this.unanswered);
    this.unanswered = null;
  }

  /** On the port once the runtime speaks there; by window to the runtime's origin otherwise, offering the port with a document. */
  private post(message: object, isDocument = false): void {
    const line = this.line;
    if (line?.taken) {
      line.own.postMessage(message);
      return;
    }
    const offered = isDocument && line?.offered ? [line.offered] : [];
    if (line && offered.length) line.offered = null;
    this.frame.contentWindow?.postMessage(message, this.runtimeOrigin, offered);
  }

  private readonly receive = (event: MessageEvent) => {
    if (event.source !== this.frame.contentWindow || event.origin !== this.runtimeOrigin) return;
    this.handle(readRuntimeMessage(event.data));
  };

  private handle(message: RuntimeMessage | null): void {
    if (!message) return;
    if (message.type === 'ready') {
      // A (re)loaded frame has nothing in flight: it gets the newest document at once, and a new port.
      this.ready = true;
      this.settle();
      this.offerLine();
      this.postLatest();
    } else if (message.type === 'rendered') {
      this.settle();
      if (this.waiting) this.postLatest();
      this.handlers.onRendered(message);
    } else this.handlers.onSelected(message);
  }
}
