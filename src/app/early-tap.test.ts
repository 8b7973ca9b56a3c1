// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_TAP_ATTRIBUTE, takeEarlyTap, tapWhenAnswered } from './early-tap';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** A page whose root stops taps on their way down while `blocked` says so, as React does before it has taken a part over. */
function page(blockedTaps: number) {
  document.body.innerHTML = `<div id="root"><button ${EARLY_TAP_ATTRIBUTE}>买</button></div>`;
  const root = document.getElementById('root')!;
  let blocked = blockedTaps;
  root.addEventListener('click', (event) => {
    if (blocked > 0) {
      blocked -= 1;
      event.stopPropagation();
    }
  }, true);
  const answered = vi.fn();
  root.querySelector('button')!.addEventListener('click', answered);
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  const nextFrame = () => frames.shift()?.(0);
  return { root, answered, frames, nextFrame };
}

describe('a tap made before the app could answer it', () => {
  it('is taken once, its mark removed', () => {
    const { root } = page(0);
    const tapped = takeEarlyTap(root);
    expect(tapped?.tagName).toBe('BUTTON');
    expect(tapped?.hasAttribute(EARLY_TAP_ATTRIBUTE)).toBe(false);
    expect(takeEarlyTap(root)).toBeNull();
  });

  it('is made again on each frame until it reaches the element, then never again', () => {
    const { root, answered, frames, nextFrame } = page(2);
    tapWhenAnswered(takeEarlyTap(root)!);
    expect(answered).not.toHaveBeenCalled();
    nextFrame();
    expect(answered).not.toHaveBeenCalled();
    nextFrame();
    expect(answered).toHaveBeenCalledTimes(1);
    expect(frames).toHaveLength(0);
  });

  it('gives up after about two seconds of frames, and not for an element that left the page', () => {
    const { root, answered, frames, nextFrame } = page(1000);
    const tapped = takeEarlyTap(root)!;
    tapWhenAnswered(tapped);
    let tries = 1;
    while (frames.length) {
      nextFrame();
      tries += 1;
    }
    expect(tries).toBe(120);
    expect(answered).not.toHaveBeenCalled();
    tapped.remove();
    tapWhenAnswered(tapped);
    expect(frames).toHaveLength(0);
  });

  it('is made again on what stands in the place of an element the takeover replaced, unless the tap went somewhere', () => {
    const { root, frames, nextFrame } = page(0);
    const drawn = takeEarlyTap(root)!;
    const replacement = document.createElement('button');
    const answered = vi.fn();
    replacement.addEventListener('click', answered);
    // Taking the part over puts a new element in the drawn one's place.
    drawn.addEventListener('click', () => drawn.replaceWith(replacement));
    vi.stubGlobal('document', Object.assign(document, { elementFromPoint: () => replacement }));
    tapWhenAnswered(drawn);
    nextFrame();
    expect(answered).toHaveBeenCalledTimes(1);
    expect(frames).toHaveLength(0);

    // A tap that took the shopper elsewhere is not made again.
    document.body.innerHTML = '<div id="root"><button>买</button></div>';
    const leaving = document.querySelector('button')!;
    leaving.addEventListener('click', () => {
      window.history.pushState(null, '', '/mall/goods-detail?id=1');
      leaving.remove();
    });
    tapWhenAnswered(leaving);
    expect(frames).toHaveLength(0);
  });
});
