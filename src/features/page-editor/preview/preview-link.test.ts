import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANSWER_WAIT_MS, PreviewLink } from './preview-link';

const RUNTIME = 'https://shop.test';

/** The editor's window (listeners kept by hand) and a preview frame whose posts are recorded. */
function setUp() {
  const listeners: Array<(event: MessageEvent) => void> = [];
  vi.stubGlobal('window', {
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.push(listener),
    removeEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.splice(listeners.indexOf(listener), 1),
  });
  const preview = { postMessage: vi.fn() };
  const frame = { contentWindow: preview } as unknown as HTMLIFrameElement;
  const handlers = { onRendered: vi.fn(), onSelected: vi.fn() };
  const link = new PreviewLink(frame, RUNTIME, handlers);
  const answer = (data: object, origin = RUNTIME) =>
    [...listeners].forEach((listener) => listener({ data: { source: 'h5-runtime', ...data }, origin, source: preview } as unknown as MessageEvent));
  const sentDocuments = () => preview.postMessage.mock.calls.filter(([message]) => message.type === 'document').map(([message, origin]) => [message.document, origin]);
  opened.push(link);
  /** The port handed over with the n-th window message, if any. */
  const offeredPort = (call: number) => (preview.postMessage.mock.calls[call]?.[2] as MessagePort[] | undefined)?.[0];
  return { link, handlers, answer, sentDocuments, preview, offeredPort };
}

const opened: PreviewLink[] = [];

const rendered = { type: 'rendered', problems: [], nodes: 1 };

describe('the reference editor\'s preview link (CONTRACT §6)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    opened.splice(0).forEach((link) => link.close());
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps the newest document until the runtime is ready, then sends it to the runtime\'s origin only', () => {
    const { link, answer, sentDocuments } = setUp();
    link.sendDocument({ n: 1 });
    link.sendDocument({ n: 2 });
    expect(sentDocuments()).toEqual([]);
    answer({ type: 'ready', version: 1 });
    expect(sentDocuments()).toEqual([[{ n: 2 }, RUNTIME]]);
  });

  it('sends one document at a time: keys typed while one is drawn send only the newest, once it is answered', () => {
    const { link, handlers, answer, sentDocuments } = setUp();
    answer({ type: 'ready', version: 1 });
    link.sendDocument({ n: 1 });
    link.sendDocument({ n: 2 });
    link.sendDocument({ n: 3 });
    expect(sentDocuments()).toEqual([[{ n: 1 }, RUNTIME]]);
    answer(rendered);
    expect(handlers.onRendered).toHaveBeenCalledTimes(1);
    expect(sentDocuments()).toEqual([[{ n: 1 }, RUNTIME], [{ n: 3 }, RUNTIME]]);
    answer(rendered);
    link.sendDocument({ n: 4 });
    expect(sentDocuments().at(-1)).toEqual([{ n: 4 }, RUNTIME]);
  });

  it('sends the newest document anyway when an answer does not come', () => {
    const { link, answer, sentDocuments } = setUp();
    answer({ type: 'ready', version: 1 });
    link.sendDocument({ n: 1 });
    link.sendDocument({ n: 2 });
    vi.advanceTimersByTime(ANSWER_WAIT_MS - 1);
    expect(sentDocuments()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sentDocuments()).toEqual([[{ n: 1 }, RUNTIME], [{ n: 2 }, RUNTIME]]);
  });

  it('sends the newest document again at once when the frame reloads, even with one unanswered', () => {
    const { link, answer, sentDocuments } = setUp();
    answer({ type: 'ready', version: 1 });
    link.sendDocument({ n: 1 });
    link.sendDocument({ n: 2 });
    answer({ type: 'ready', version: 1 });
    expect(sentDocuments()).toEqual([[{ n: 1 }, RUNTIME], [{ n: 2 }, RUNTIME]]);
  });

  it('ignores answers from another origin', () => {
    const { link, handlers, answer, sentDocuments } = setUp();
    answer({ type: 'ready', version: 1 }, 'https://evil.test');
    link.sendDocument({ n: 1 });
    expect(sentDocuments()).toEqual([]);
    answer({ type: 'ready', version: 1 });
    answer(rendered, 'https://evil.test');
    expect(handlers.onRendered).not.toHaveBeenCalled();
  });

  it('speaks on the port handed over with the first document once the runtime answers there', async () => {
    vi.useRealTimers();
    const { link, handlers, answer, sentDocuments, preview, offeredPort } = setUp();
    answer({ type: 'ready', version: 1 });
    link.sendDocument({ n: 1 });
    const port = offeredPort(0)!;
    expect(port).toBeDefined();
    const onPort: unknown[] = [];
    port.onmessage = (event) => onPort.push(event.data);
    port.postMessage({ source: 'h5-runtime', ...rendered });
    await vi.waitFor(() => expect(handlers.onRendered).toHaveBeenCalledTimes(1));
    link.sendDocument({ n: 2 });
    link.select('n1');
    await vi.waitFor(() => expect(onPort).toEqual([
      { source: 'h5-editor', type: 'document', document: { n: 2 } },
      { source: 'h5-editor', type: 'select', node_id: 'n1' },
    ]));
    expect(sentDocuments()).toEqual([[{ n: 1 }, RUNTIME]]);
    expect(preview.postMessage).toHaveBeenCalledTimes(1);
    port.close();
  });

  it('keeps to the window with a runtime that does not take the port', () => {
    const { link, answer, sentDocuments, offeredPort } = setUp();
    answer({ type: 'ready', version: 1 });
    link.sendDocument({ n: 1 });
    answer(rendered);
    link.sendDocument({ n: 2 });
    expect(sentDocuments()).toEqual([[{ n: 1 }, RUNTIME], [{ n: 2 }, RUNTIME]]);
    expect(offeredPort(0)).toBeDefined();
    expect(offeredPort(1)).toBeUndefined();
  });

  it('names the host the page is to be shown in, and none when not asked', () => {
    const { link, answer, preview } = setUp();
    answer({ type: 'ready', version: 1 });
    link.sendDocument({ n: 1 }, 'wechat');
    answer(rendered);
    link.sendDocument({ n: 2 });
    const documents = preview.postMessage.mock.calls.map(([message]) => message).filter((message) => message.type === 'document');
    expect(documents[0]).toMatchObject({ host: 'wechat', document: { n: 1 } });
    expect(documents[1]).not.toHaveProperty('host');
  });
});
