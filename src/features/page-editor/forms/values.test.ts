import { describe, expect, it } from 'vitest';
import { fieldKind, newValueFor, ACTION_SCHEMA_ID } from './schema';
import { childPath, withField, withItem, withItemMoved, withoutItem } from './values';

describe('form values', () => {
  it('sets and leaves out fields without touching the input', () => {
    const fields = { a: 1, b: 2 };
    expect(withField(fields, 'a', 3)).toEqual({ a: 3, b: 2 });
    expect(withField(fields, 'b', undefined)).toEqual({ a: 1 });
    expect(withField(undefined, 'x', 'y')).toEqual({ x: 'y' });
    expect(fields).toEqual({ a: 1, b: 2 });
  });

  it('replaces, removes and moves list items', () => {
    expect(withItem([1, 2, 3], 1, 9)).toEqual([1, 9, 3]);
    expect(withoutItem([1, 2, 3], 0)).toEqual([2, 3]);
    expect(withItemMoved([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(withItemMoved([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });

  it('names paths as the runtime does', () => {
    expect(childPath('nodes[1].props', 'items')).toBe('nodes[1].props.items');
    expect(childPath('nodes[1].props.items', 2)).toBe('nodes[1].props.items[2]');
    expect(childPath('', 'title')).toBe('title');
  });
});

describe('field kinds', () => {
  it('picks a field for every kind of schema the widgets use', () => {
    expect(fieldKind({ $ref: ACTION_SCHEMA_ID }, 'action')).toBe('action');
    expect(fieldKind({ type: 'string', enum: ['a', 'b'] }, 'mode')).toBe('enum');
    expect(fieldKind({ type: 'string', pattern: '^(#([0-9a-fA-F]{3}))?$' }, 'bg_color')).toBe('colour');
    expect(fieldKind({ type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}' }, 'to')).toBe('time');
    expect(fieldKind({ type: 'string' }, 'image')).toBe('picture');
    expect(fieldKind({ type: 'string' }, 'title')).toBe('text');
    expect(fieldKind({ type: 'integer' }, 'columns')).toBe('number');
    expect(fieldKind({ type: 'boolean' }, 'loop')).toBe('boolean');
    expect(fieldKind({ anyOf: [{ type: 'integer' }, { type: 'string' }] }, 'product_id')).toBe('number-or-text');
    expect(fieldKind({ type: 'array', items: { enum: ['app'] } }, 'platforms')).toBe('choices');
    expect(fieldKind({ type: 'array', items: { type: 'object' } }, 'items')).toBe('list');
    expect(fieldKind({ type: 'object', properties: {} }, 'share')).toBe('group');
    expect(fieldKind({}, 'alone')).toBe('json');
  });

  it('starts a new item from the first example', () => {
    expect(newValueFor({ type: 'object', examples: [{ image: 'x' }] })).toEqual({ image: 'x' });
    expect(newValueFor({ type: 'number', minimum: 4 })).toBe(4);
    expect(newValueFor({ type: 'string' })).toBe('');
  });
});
