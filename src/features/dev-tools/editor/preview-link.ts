import { EDITOR_SOURCE, readRuntimeMessage, type RuntimeMessage } from '../../../core/live-preview/messages';

type Answer<T extends RuntimeMessage['type']> = Extract<RuntimeMessage, { type: T }>;

export interface PreviewHandlers {
  onRendered(message: Answer<'rendered'>): void;
  onSelected(message: Answer<'selected'>): void;
}

/**
 * The editor's side of CONTRACT §6, for one preview frame: what a back-office editor does. Talks only
 * to that frame, at the runtime's origin; keeps the newest document until the runtime is ready, and
 * sends it again when the frame reloads (each load says `ready`).
 */
export class PreviewLink {
  private ready = false;
  private latest: { document: unknown } | null = null;

  constructor(
    private readonly frame: HTMLIFrameElement,
    private readonly runtimeOrigin: string,
    private readonly handlers: PreviewHandlers,
  ) {
    window.addEventListener('message', this.receive);
  }

  sendDocument(document: unknown): void {
    this.latest = { document };
    if (this.ready) this.post({ source: EDITOR_SOURCE, type: 'document', document });
  }

  select(nodeId: string): void {
    if (this.ready) this.post({ source: EDITOR_SOURCE, type: 'select', node_id: nodeId });
  }

  close(): void {
    window.removeEventListener('message', this.receive);
  }

  private post(message: object): void {
    this.frame.contentWindow?.postMessage(message, this.runtimeOrigin);
  }

  private readonly receive = (event: MessageEvent) => {
    if (event.source !== this.frame.contentWindow || event.origin !== this.runtimeOrigin) return;
    const message = readRuntimeMessage(event.data);
    if (!message) return;
    if (message.type === 'ready') {
      this.ready = true;
      if (this.latest) this.sendDocument(this.latest.document);
    } else if (message.type === 'rendered') this.handlers.onRendered(message);
    else this.handlers.onSelected(message);
  };
}
