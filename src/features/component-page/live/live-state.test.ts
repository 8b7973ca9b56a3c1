import { describe, expect, it, vi } from 'vitest';
import type { PageDocument } from '../../../core/renderer';
import { nextView, WAITING } from './live-state';

const page = (text: string): PageDocument =>
  ({
    schema_version: 1,
    id: 1,
    title: 'T',
    status: 'draft',
    nodes: [
      { id: 'a', type: 'title', props: { text } },
      { id: 'b', type: 'title', props: { text: 'B' } },
    ],
  }) as unknown as PageDocument;

describe('the live preview after each document', () => {
  it('draws a readable document, keeping the nodes that did not change', () => {
    const collect = vi.fn(() => []);
    const first = nextView(WAITING, { status: 'ready', document: page('A') }, collect);
    const second = nextView(first, { status: 'ready', document: page('A2') }, collect);
    expect(second.document!.nodes[1]).toBe(first.document!.nodes[1]);
    expect(second.document!.nodes[0]).not.toBe(first.document!.nodes[0]);
    expect(second.rejected).toBe(false);
  });

  it('keeps the last page on screen when a document cannot be drawn, and says why', () => {
    const shown = nextView(WAITING, { status: 'ready', document: page('A') }, () => []);
    const newer = nextView(shown, { status: 'newer', version: 9 }, () => []);
    expect(newer.document).toBe(shown.document);
    expect(newer).toMatchObject({ rejected: true, problems: [{ path: 'schema_version' }] });
    const invalid = nextView(shown, { status: 'invalid', problems: [{ path: 'nodes', reason: '类型应为 array' }] }, () => []);
    expect(invalid.problems).toEqual([{ path: 'nodes', reason: '类型应为 array' }]);
    const recovered = nextView(invalid, { status: 'ready', document: page('A') }, () => []);
    expect(recovered).toMatchObject({ rejected: false, problems: [] });
  });
});
