import { describe, expect, it, vi } from 'vitest';
import { openLivePreviewChannel } from './channel';
import { allowedOrigins, readEditorMessage, readRuntimeMessage } from './messages';

/** A frame's window at https://shop.test whose parent is an editor; messages are delivered by hand. */
function framedWindow() {
  const parent = { postMessage: vi.fn() };
  const listeners: Array<(event: MessageEvent) => void> = [];
  const own = {
    location: { origin: 'https://shop.test' },
    parent,
    opener: null,
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.push(listener),
    removeEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.splice(listeners.indexOf(listener), 1),
  };
  const deliver = (data: unknown, origin: string, source: unknown = parent, ports: MessagePort[] = []) =>
    listeners.forEach((listener) => listener({ data, origin, source, ports } as unknown as MessageEvent));
  return { window: own as unknown as Window, parent, deliver, listeners };
}

const documentMessage = { source: 'h5-editor', type: 'document', document: { nodes: [] } };

describe('live preview channel (CONTRACT §6)', () => {
  it('announces ready to each allowed origin, never to *', () => {
    const frame = framedWindow();
    openLivePreviewChannel({ configuredOrigins: ['https://bo.test', 'https://bo2.test/'], version: 1, onMessage: vi.fn(), window: frame.window });
    expect(frame.parent.postMessage.mock.calls).toEqual([
      [{ source: 'h5-runtime', type: 'ready', version: 1 }, 'https://bo.test'],
      [{ source: 'h5-runtime', type: 'ready', version: 1 }, 'https://bo2.test'],
    ]);
  });

  it('allows only its own origin when none is configured', () => {
    const frame = framedWindow();
    const onMessage = vi.fn();
    openLivePreviewChannel({ configuredOrigins: [], version: 1, onMessage, window: frame.window });
    frame.deliver(documentMessage, 'https://bo.test');
    expect(onMessage).not.toHaveBeenCalled();
    frame.deliver(documentMessage, 'https://shop.test');
    expect(onMessage).toHaveBeenCalledTimes(1);
  });

  it('ignores other origins, other windows and messages that are not the editor’s', () => {
    const frame = framedWindow();
    const onMessage = vi.fn();
    openLivePreviewChannel({ configuredOrigins: ['https://bo.test'], version: 1, onMessage, window: frame.window });
    frame.deliver(documentMessage, 'https://evil.test');
    frame.deliver(documentMessage, 'https://bo.test', { postMessage: vi.fn() });
    frame.deliver({ ...documentMessage, source: 'h5-runtime' }, 'https://bo.test');
    frame.deliver({ source: 'h5-editor', type: 'select', node_id: 7 }, 'https://bo.test');
    frame.deliver('h5-editor', 'https://bo.test');
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('answers only the origin that sent the document, and nothing before one arrives', () => {
    const frame = framedWindow();
    const channel = openLivePreviewChannel({ configuredOrigins: ['https://bo.test', 'https://bo2.test'], version: 1, onMessage: vi.fn(), window: frame.window });
    frame.parent.postMessage.mockClear();
    channel.send({ type: 'rendered', problems: [], nodes: 0 });
    expect(frame.parent.postMessage).not.toHaveBeenCalled();
    frame.deliver(documentMessage, 'https://bo2.test');
    channel.send({ type: 'rendered', problems: [], nodes: 3 });
    expect(frame.parent.postMessage).toHaveBeenCalledWith({ source: 'h5-runtime', type: 'rendered', problems: [], nodes: 3 }, 'https://bo2.test');
  });

  it('speaks on the port an allowed editor hands over with a document, until a document comes without one', async () => {
    const frame = framedWindow();
    const onMessage = vi.fn();
    const channel = openLivePreviewChannel({ configuredOrigins: ['https://bo.test'], version: 1, onMessage, window: frame.window });
    frame.parent.postMessage.mockClear();
    const line = new MessageChannel();
    const answers: unknown[] = [];
    line.port1.onmessage = (event) => answers.push(event.data);
    frame.deliver(documentMessage, 'https://bo.test', frame.parent, [line.port2]);
    channel.send({ type: 'rendered', problems: [], nodes: 0 });
    line.port1.postMessage({ source: 'h5-editor', type: 'select', node_id: 'n1' });
    line.port1.postMessage({ source: 'h5-runtime', type: 'select', node_id: 'n2' });
    await vi.waitFor(() => expect(answers).toEqual([{ source: 'h5-runtime', type: 'rendered', problems: [], nodes: 0 }]));
    await vi.waitFor(() => expect(onMessage).toHaveBeenLastCalledWith({ source: 'h5-editor', type: 'select', node_id: 'n1' }));
    expect(onMessage).toHaveBeenCalledTimes(2);
    expect(frame.parent.postMessage).not.toHaveBeenCalled();

    // A port from another origin is never taken; a document without one sends answers by window again.
    const foreign = new MessageChannel();
    frame.deliver(documentMessage, 'https://evil.test', frame.parent, [foreign.port2]);
    frame.deliver(documentMessage, 'https://bo.test');
    channel.send({ type: 'rendered', problems: [], nodes: 1 });
    expect(frame.parent.postMessage).toHaveBeenCalledWith({ source: 'h5-runtime', type: 'rendered', problems: [], nodes: 1 }, 'https://bo.test');
    channel.close();
    line.port1.close();
    foreign.port1.close();
  });

  it('stops listening when closed', () => {
    const frame = framedWindow();
    const channel = openLivePreviewChannel({ configuredOrigins: [], version: 1, onMessage: vi.fn(), window: frame.window });
    channel.close();
    expect(frame.listeners).toHaveLength(0);
  });
});

describe('live preview messages', () => {
  it('normalises configured origins and drops what is not an http(s) origin', () => {
    expect(allowedOrigins(['https://bo.test/editor', ' javascript:alert(1)', 'nonsense', 'http://localhost:5173'], 'https://shop.test')).toEqual([
      'https://bo.test',
      'http://localhost:5173',
    ]);
    expect(allowedOrigins(['nonsense'], 'https://shop.test')).toEqual(['https://shop.test']);
  });

  it('reads both directions strictly', () => {
    expect(readEditorMessage({ source: 'h5-editor', type: 'select', node_id: 'n1' })).toEqual({ source: 'h5-editor', type: 'select', node_id: 'n1' });
    expect(readEditorMessage({ source: 'h5-editor', type: 'document' })).toBeNull();
    expect(readRuntimeMessage({ source: 'h5-runtime', type: 'rendered', problems: [{ path: 'nodes[0]', reason: 'x' }], nodes: 1 })).not.toBeNull();
    expect(readRuntimeMessage({ source: 'h5-runtime', type: 'rendered', problems: [{ path: 1 }], nodes: 1 })).toBeNull();
    expect(readRuntimeMessage({ source: 'h5-runtime', type: 'selected', node_id: null, path: 'nodes[2]' })).not.toBeNull();
    expect(readRuntimeMessage({ source: 'h5-runtime', type: 'ready' })).toBeNull();
  });

  it('reads the host a document is to be shown in, and an unknown one as none (an older editor sends none)', () => {
    const document = { nodes: [] };
    expect(readEditorMessage({ source: 'h5-editor', type: 'document', document, host: 'miniprogram' })).toEqual({ source: 'h5-editor', type: 'document', document, host: 'miniprogram' });
    expect(readEditorMessage({ source: 'h5-editor', type: 'document', document, host: 'tv' })).toEqual({ source: 'h5-editor', type: 'document', document });
    expect(readEditorMessage({ source: 'h5-editor', type: 'document', document })).not.toHaveProperty('host');
  });
});
