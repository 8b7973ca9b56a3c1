// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenNear } from './near-viewport';

/** An IntersectionObserver that records what it watches and says when an element comes near. */
function stubObservers() {
  const made: Array<{ callback: IntersectionObserverCallback; watched: Set<Element> }> = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly record: { callback: IntersectionObserverCallback; watched: Set<Element> };
      constructor(callback: IntersectionObserverCallback) {
        this.record = { callback, watched: new Set() };
        made.push(this.record);
      }
      observe(target: Element) {
        this.record.watched.add(target);
      }
      unobserve(target: Element) {
        this.record.watched.delete(target);
      }
      disconnect() {
        this.record.watched.clear();
      }
    },
  );
  const comesNear = (target: Element) => {
    for (const { callback, watched } of made) if (watched.has(target)) callback([{ isIntersecting: true, target } as IntersectionObserverEntry], {} as IntersectionObserver);
  };
  return { made, comesNear };
}

afterEach(() => vi.unstubAllGlobals());

describe('whenNear', () => {
  it('watches every element with one observer, and each only until it has come near', () => {
    const { made, comesNear } = stubObservers();
    const [first, second] = [document.createElement('img'), document.createElement('img')];
    const near: string[] = [];
    whenNear(first, () => near.push('first'));
    whenNear(second, () => near.push('second'));
    expect(made).toHaveLength(1);
    comesNear(second);
    comesNear(second);
    expect(near).toEqual(['second']);
    expect([...made[0]!.watched]).toEqual([first]);
  });

  it('tells each watcher of an element, and stops telling one whose watch was stopped', () => {
    const { made, comesNear } = stubObservers();
    const box = document.createElement('div');
    const near: string[] = [];
    const stopBanner = whenNear(box, () => near.push('banner'));
    whenNear(box, () => near.push('picture'));
    stopBanner();
    expect(made[0]!.watched.has(box)).toBe(true);
    comesNear(box);
    expect(near).toEqual(['picture']);
  });

  it('forgets an element once its last watch is stopped', () => {
    const { made } = stubObservers();
    const box = document.createElement('div');
    whenNear(box, () => undefined)();
    expect(made[0]!.watched.size).toBe(0);
  });

  it('counts everything as near without IntersectionObserver (an old web view)', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const onNear = vi.fn();
    whenNear(document.createElement('div'), onNear);
    expect(onNear).toHaveBeenCalledOnce();
  });
});
