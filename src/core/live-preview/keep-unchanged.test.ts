import { describe, expect, it } from 'vitest';
import { keepUnchanged } from './keep-unchanged';

describe('keepUnchanged', () => {
  const before = {
    nodes: [
      { id: 'a', type: 'title', props: { text: 'A' } },
      { id: 'b', type: 'box', props: {}, children: [{ id: 'c', type: 'title', props: { text: 'C' } }] },
    ],
  };

  it('keeps the whole value when nothing changed', () => {
    expect(keepUnchanged(before, structuredClone(before))).toBe(before);
  });

  it('keeps every node the edit did not touch, and gives the edited path new objects', () => {
    const edited = structuredClone(before);
    edited.nodes[1]!.children![0]!.props.text = 'C2';
    const kept = keepUnchanged(before, edited);
    expect(kept).not.toBe(before);
    expect(kept.nodes[0]).toBe(before.nodes[0]);
    expect(kept.nodes[1]).not.toBe(before.nodes[1]);
    expect(kept.nodes[1]!.props).toBe(before.nodes[1]!.props);
    expect(kept.nodes[1]!.children![0]!.props).toEqual({ text: 'C2' });
  });

  it('sees added and removed fields and items', () => {
    const added = structuredClone(before) as { nodes: Array<Record<string, unknown>> };
    added.nodes[0]!.style = { radius: 4 };
    expect(keepUnchanged(before, added).nodes[0]).not.toBe(before.nodes[0]);
    const removed = { nodes: [structuredClone(before.nodes[0])] };
    const kept = keepUnchanged(before, removed);
    expect(kept.nodes).toHaveLength(1);
    expect(kept.nodes[0]).toBe(before.nodes[0]);
    const renamed = { nodes: [{ id: 'a', type: 'title', propz: { text: 'A' } }, before.nodes[1]] };
    expect(keepUnchanged(before, renamed).nodes[0]).not.toBe(before.nodes[0]);
  });

  it('takes the new value where the kind changed', () => {
    expect(keepUnchanged({ a: [1] }, { a: { 0: 1 } })).toEqual({ a: { 0: 1 } });
    expect(keepUnchanged([1, 2], [1, '2'])).toEqual([1, '2']);
  });
});
