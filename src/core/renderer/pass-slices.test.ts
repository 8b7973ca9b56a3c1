import { beforeEach, describe, expect, it, vi } from 'vitest';

const forceFrameRate = vi.fn();
vi.mock('scheduler', () => ({ unstable_forceFrameRate: (fps: number) => forceFrameRate(fps) }));

const { beginPass } = await import('./pass-slices');

describe('React slices while a long page draws its later passes', () => {
  beforeEach(() => forceFrameRate.mockClear());

  it('lengthens them for a pass and gives React its own rate back when the pass ends', () => {
    const end = beginPass('near');
    expect(forceFrameRate).toHaveBeenLastCalledWith(125);
    end();
    expect(forceFrameRate).toHaveBeenLastCalledWith(0);
  });

  it('lengthens them further for a pass far below the first screen, short of a long task', () => {
    const end = beginPass('far');
    expect(forceFrameRate).toHaveBeenLastCalledWith(25);
    end();
    expect(forceFrameRate).toHaveBeenLastCalledWith(0);
  });

  it('keeps them long until the last of overlapping passes (two pages) ends, and counts an end once', () => {
    const endFirst = beginPass('near');
    const endSecond = beginPass('near');
    endFirst();
    endFirst();
    expect(forceFrameRate).not.toHaveBeenCalledWith(0);
    endSecond();
    expect(forceFrameRate).toHaveBeenLastCalledWith(0);
  });

  it('keeps the shorter slices while a near pass overlaps a far one', () => {
    const endFar = beginPass('far');
    const endNear = beginPass('near');
    expect(forceFrameRate).toHaveBeenLastCalledWith(125);
    endNear();
    expect(forceFrameRate).toHaveBeenLastCalledWith(25);
    endFar();
    expect(forceFrameRate).toHaveBeenLastCalledWith(0);
  });
});
