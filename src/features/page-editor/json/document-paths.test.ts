import { json } from '@codemirror/lang-json';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { pageNodeAt, pathSegments, pathText, rangeOfPath } from './document-paths';

const text = JSON.stringify(
  {
    title: 'T',
    nodes: [
      { id: 'a', type: 'title', props: { text: 'first' } },
      { id: 'box', type: 'container', props: {}, children: [{ id: 'inner', type: 'image', props: { items: [{ image: 'x.png' }] } }] },
      { type: 'title', props: { text: 'no id' } },
    ],
  },
  null,
  2,
);
const state = EditorState.create({ doc: text, extensions: [json()] });
const at = (needle: string) => text.indexOf(needle) + 1;

describe('document paths', () => {
  it('reads and writes CONTRACT paths', () => {
    expect(pathSegments('nodes[1].children[0].props.items[0].image')).toEqual(['nodes', 1, 'children', 0, 'props', 'items', 0, 'image']);
    expect(pathSegments('(document)')).toEqual([]);
    expect(pathText(['nodes', 1, 'children', 0])).toBe('nodes[1].children[0]');
  });

  it('finds the text of a path, or of the nearest part that exists', () => {
    const image = rangeOfPath(state, 'nodes[1].children[0].props.items[0].image')!;
    expect(text.slice(image.from, image.to)).toBe('"x.png"');
    const missing = rangeOfPath(state, 'nodes[0].props.url')!;
    expect(JSON.parse(text.slice(missing.from, missing.to))).toEqual({ text: 'first' });
    const whole = rangeOfPath(state, '(document)')!;
    expect([whole.from, whole.to]).toEqual([0, text.length]);
  });

  it('names the innermost page node around the cursor', () => {
    expect(pageNodeAt(state, at('"x.png"'))).toMatchObject({ path: 'nodes[1].children[0]', id: 'inner' });
    expect(pageNodeAt(state, at('"container"'))).toMatchObject({ path: 'nodes[1]', id: 'box' });
    expect(pageNodeAt(state, at('"no id"'))).toMatchObject({ path: 'nodes[2]', id: null });
    expect(pageNodeAt(state, at('"T"'))).toBeNull();
  });
});
