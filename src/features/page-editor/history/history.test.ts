import { describe, expect, it } from 'vitest';
import { createHistory, HISTORY_LIMIT } from './history';

describe('history', () => {
  it('undoes and redoes, and a new step drops the redo steps', () => {
    const history = createHistory('a');
    history.record('b', 'to b');
    history.record('c', 'to c');
    history.undo();
    expect(history.current()).toBe('b');
    history.redo();
    expect(history.current()).toBe('c');
    history.undo();
    history.record('d', 'to d');
    expect(history.get().steps.map((step) => step.value)).toEqual(['a', 'b', 'd']);
    history.redo();
    expect(history.current()).toBe('d');
  });

  it('merges consecutive edits of one field into one step until sealed', () => {
    const history = createHistory('');
    history.record('h', 'title', 'n1/props/title');
    history.record('he', 'title', 'n1/props/title');
    history.record('hey', 'title', 'n1/props/title');
    expect(history.get().steps).toHaveLength(2);
    history.record('hey!', 'other', 'n1/props/other');
    expect(history.get().steps).toHaveLength(3);
    history.seal();
    history.record('hey!?', 'other', 'n1/props/other');
    expect(history.get().steps).toHaveLength(4);
    history.undo();
    history.record('x', 'other', 'n1/props/other');
    expect(history.get().steps).toHaveLength(4);
  });

  it('never merges into the opening step, nor keys it was not given', () => {
    const history = createHistory('a');
    history.record('b', 'move');
    history.record('c', 'move');
    expect(history.get().steps).toHaveLength(3);
  });

  it('jumps to any step, tells listeners, and ignores a value already shown', () => {
    const history = createHistory(0);
    let calls = 0;
    const stop = history.subscribe(() => (calls += 1));
    for (let value = 1; value <= 5; value += 1) history.record(value, `step ${value}`);
    history.jump(2);
    expect(history.current()).toBe(2);
    history.jump(99);
    expect(history.current()).toBe(5);
    history.record(5, 'same');
    expect(calls).toBe(7);
    stop();
    history.undo();
    expect(calls).toBe(7);
  });

  it('keeps at most the limit of steps and resets to one', () => {
    const history = createHistory(0);
    for (let value = 1; value <= HISTORY_LIMIT + 10; value += 1) history.record(value, 'step');
    expect(history.get().steps).toHaveLength(HISTORY_LIMIT);
    history.reset(-1, 'open');
    expect(history.get()).toMatchObject({ at: 0, steps: [{ value: -1 }] });
  });
});
