import { describe, expect, it } from 'vitest';
import {
  contractPath,
  copiedNodes,
  duplicateNode,
  insertNodes,
  moveBy,
  moveIntoPrevious,
  moveNode,
  moveOut,
  nodeAt,
  nodePathOf,
  pageSettingsOf,
  pasteNodes,
  pathOfId,
  placeAfter,
  readCopiedNodes,
  removeNode,
  updateNodePart,
  updatePageSettings,
  type PageDraft,
} from '.';

const page = (): PageDraft => ({
  schema_version: 1,
  id: 7,
  title: 'T',
  nodes: [
    { id: 'a', type: 'title', props: { text: 'A' } },
    { id: 'box', type: 'container', props: {}, children: [{ id: 'c1', type: 'spacer' }, { id: 'c2', type: 'divider' }] },
    { id: 'b', type: 'spacer', props: { height: 8 } },
  ],
});
const ids = (draft: PageDraft) => draft.nodes.map((node) => node.id);

describe('finding nodes', () => {
  it('finds by path and by id, and names paths as the runtime does', () => {
    const draft = page();
    expect(nodeAt(draft, [1, 1])?.id).toBe('c2');
    expect(nodeAt(draft, [5])).toBeUndefined();
    expect(pathOfId(draft, 'c1')).toEqual([1, 0]);
    expect(contractPath([1, 0])).toBe('nodes[1].children[0]');
    expect(nodePathOf('nodes[1].children[0].props.items[2].image')).toEqual([1, 0]);
    expect(nodePathOf('title')).toBeNull();
  });

  it('walks past what is not a node (a back end\'s junk, a hostile fixture)', () => {
    const junk = { nodes: [null, 'text', { id: 'ok', type: 'title', children: 'no' }] } as unknown as PageDraft;
    expect(pathOfId(junk, 'ok')).toEqual([2]);
    expect(nodeAt(junk, [0])).toBeUndefined();
    expect(nodeAt(junk, [2, 0])).toBeUndefined();
  });
});

describe('insert, remove', () => {
  it('inserts after the selection, at the end with none, into an empty container', () => {
    const draft = page();
    expect(placeAfter(draft, [1, 0])).toEqual([1, 1]);
    expect(placeAfter(draft, null)).toEqual([3]);
    expect(placeAfter(insertNodes(draft, [0], [{ id: 't', type: 'tabs' }]), [0])).toEqual([0, 0]);
    const next = insertNodes(draft, [1, 1], [{ id: 'n', type: 'image' }]);
    expect(nodeAt(next, [1])?.children?.map((node) => node.id)).toEqual(['c1', 'n', 'c2']);
    const filled = insertNodes(next, [0, 0], [{ id: 'x', type: 'spacer' }]);
    expect(nodeAt(filled, [0, 0])?.id).toBe('x');
    expect(draft.nodes[1]?.children).toHaveLength(2);
  });

  it('removes a node and keeps the untouched ones as the same objects', () => {
    const draft = page();
    const next = removeNode(draft, [0]);
    expect(ids(next)).toEqual(['box', 'b']);
    expect(next.nodes[0]).toBe(draft.nodes[1]);
  });
});

describe('moving', () => {
  it('moves down and up among siblings, and not past either end', () => {
    const down = moveBy(page(), [0], 1);
    expect(ids(down.draft)).toEqual(['box', 'a', 'b']);
    expect(down.path).toEqual([1]);
    expect(moveBy(down.draft, [1], -1).path).toEqual([0]);
    const last = page();
    expect(moveBy(last, [2], 1).draft).toBe(last);
  });

  it('moves to a later place counted before the move, and into a later sibling container', () => {
    const moved = moveNode(page(), [0], [3]);
    expect(ids(moved.draft)).toEqual(['box', 'b', 'a']);
    const into = moveNode(page(), [0], [1, 1]);
    expect(ids(into.draft)).toEqual(['box', 'b']);
    expect(nodeAt(into.draft, [0])?.children?.map((node) => node.id)).toEqual(['c1', 'a', 'c2']);
    expect(into.path).toEqual([0, 1]);
  });

  it('never moves a node into itself', () => {
    const draft = page();
    expect(moveNode(draft, [1], [1, 0]).draft).toBe(draft);
  });

  it('moves into the container above and out again', () => {
    const into = moveIntoPrevious(page(), [2]);
    expect(into?.path).toEqual([1, 2]);
    expect(moveIntoPrevious(page(), [1])).toBeNull();
    const out = moveOut(into!.draft, into!.path);
    expect(ids(out!.draft)).toEqual(['a', 'box', 'b']);
    expect(out?.path).toEqual([2]);
    expect(moveOut(page(), [0])).toBeNull();
  });
});

describe('duplicate and paste', () => {
  it('duplicates with fresh ids for the node and its children', () => {
    const { draft, path } = duplicateNode(page(), [1]);
    const copy = nodeAt(draft, path);
    expect(path).toEqual([2]);
    expect(copy?.id).toBe('container-1');
    expect(copy?.children?.map((node) => node.id)).toEqual(['spacer-1', 'divider-1']);
  });

  it('pastes copied text from another page with ids fresh in this one', () => {
    const text = JSON.stringify(copiedNodes([{ id: 'a', type: 'title', props: { text: 'X' } }]));
    const copied = readCopiedNodes(text);
    expect(copied).not.toBeNull();
    const { draft, path } = pasteNodes(page(), copied!, [0]);
    expect(nodeAt(draft, path)).toMatchObject({ id: 'title-1', props: { text: 'X' } });
    expect(readCopiedNodes('{"nodes":[]}')).toBeNull();
    expect(readCopiedNodes('not json')).toBeNull();
  });
});

describe('updating', () => {
  it('replaces props, style and visibility; an empty style is left out', () => {
    const draft = updateNodePart(page(), [2], 'props', { height: 20 });
    expect(nodeAt(draft, [2])?.props).toEqual({ height: 20 });
    const styled = updateNodePart(draft, [2], 'style', { radius: 4 });
    expect(nodeAt(styled, [2])?.style).toEqual({ radius: 4 });
    expect(nodeAt(updateNodePart(styled, [2], 'style', {}), [2])).not.toHaveProperty('style');
  });

  it('replaces the page settings and keeps the nodes', () => {
    const draft = page();
    const next = updatePageSettings(draft, { ...pageSettingsOf(draft), title: 'New', share: { title: 's', desc: '', image: '' } });
    expect(next.title).toBe('New');
    expect(next.share?.title).toBe('s');
    expect(next.nodes).toBe(draft.nodes);
    const without = updatePageSettings(next, { schema_version: 1, id: 7 });
    expect(without).not.toHaveProperty('title');
  });
});
