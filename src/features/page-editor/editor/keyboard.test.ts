// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { shortcutOf } from './keyboard';

const key = (init: KeyboardEventInit, target: Element = document.body) => {
  const event = new KeyboardEvent('keydown', { bubbles: true, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return shortcutOf(event);
};

describe('the editor\'s shortcuts', () => {
  it('undo, redo, copy, paste, delete and save on the page', () => {
    expect(key({ key: 'z', ctrlKey: true })).toBe('undo');
    expect(key({ key: 'Z', ctrlKey: true, shiftKey: true })).toBe('redo');
    expect(key({ key: 'y', metaKey: true })).toBe('redo');
    expect(key({ key: 'c', ctrlKey: true })).toBe('copy');
    expect(key({ key: 'v', ctrlKey: true })).toBe('paste');
    expect(key({ key: 'Delete' })).toBe('delete');
    expect(key({ key: 's', ctrlKey: true })).toBe('save');
    expect(key({ key: 'a' })).toBeNull();
  });

  it('leaves a text field its own keys, but saves from it', () => {
    const input = document.createElement('input');
    expect(key({ key: 'z', ctrlKey: true }, input)).toBeNull();
    expect(key({ key: 'Backspace' }, input)).toBeNull();
    expect(key({ key: 's', ctrlKey: true }, input)).toBe('save');
  });
});
