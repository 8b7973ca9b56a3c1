// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Fresh modules each time: the registry and whether the first screen was drawn belong to the page.
async function freshModules() {
  vi.resetModules();
  const registry = await import('./registry');
  const screen = await import('../after-first-screen');
  const { defineWidget } = await import('./define');
  const widget = defineWidget<Record<string, never>>({ type: 'later', validate: Object.assign(() => true, { errors: null }), component: () => null });
  return { registry, screen, widget };
}

function thrownBy(run: () => void): unknown {
  try {
    run();
  } catch (thrown) {
    return thrown;
  }
  return undefined;
}

describe('a node drawn before its widget has come (suspendUntilLoaded)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('suspends, and its code is fetched only once the first screen is shown', async () => {
    const { registry, screen, widget } = await freshModules();
    const loader = vi.fn(() => Promise.resolve({ default: widget }));
    registry.registerWidgets({ later: loader });
    const suspended = thrownBy(() => registry.suspendUntilLoaded('later'));
    expect(suspended).toBeInstanceOf(Promise);
    await vi.advanceTimersByTimeAsync(500);
    expect(loader).not.toHaveBeenCalled();
    screen.markFirstScreenDrawn();
    await vi.advanceTimersByTimeAsync(500);
    expect(loader).toHaveBeenCalledTimes(1);
    await suspended;
    expect(registry.loadedWidget('later')).toBe(widget);
    expect(thrownBy(() => registry.suspendUntilLoaded('later'))).toBeUndefined();
  });

  it('does not wait for an unknown type, nor again for one whose code failed (the node then says so)', async () => {
    const { registry, screen } = await freshModules();
    registry.registerWidgets({ later: () => Promise.reject(new Error('offline')) });
    expect(thrownBy(() => registry.suspendUntilLoaded('unknown'))).toBeUndefined();
    const suspended = thrownBy(() => registry.suspendUntilLoaded('later'));
    screen.markFirstScreenDrawn();
    await vi.advanceTimersByTimeAsync(500);
    await suspended;
    expect(thrownBy(() => registry.suspendUntilLoaded('later'))).toBeUndefined();
    // A retry (the page's 重新加载) downloads again.
    await expect(registry.loadWidget('later')).rejects.toThrow('offline');
  });
});

describe('a page waiting for its widgets (loadWidgetsFor)', () => {
  it("waits for the code a node's props need (codeFor), at any depth, and not for props its widget refuses", async () => {
    vi.resetModules();
    const registry = await import('./registry');
    const { defineWidget } = await import('./define');
    let releaseExtra: () => void = () => undefined;
    const extra = new Promise<void>((resolve) => {
      releaseExtra = resolve;
    });
    const codeFor = vi.fn((props: { rich?: boolean }) => (props.rich ? extra : undefined));
    const validate = Object.assign((props: unknown) => typeof props === 'object' && props !== null && !('broken' in props), { errors: null });
    registry.registerWidgets({ text: () => Promise.resolve({ default: defineWidget<{ rich?: boolean }>({ type: 'text', validate, component: () => null, codeFor }) }) });

    let done = false;
    void registry
      .loadWidgetsFor([{ type: 'text', props: { broken: true } }, { type: 'box', children: [{ type: 'text', props: { rich: true } }] }])
      .then(() => {
        done = true;
      });
    await vi.waitFor(() => expect(codeFor).toHaveBeenCalledOnce());
    expect(codeFor).toHaveBeenCalledWith({ rich: true });
    expect(done).toBe(false);
    releaseExtra();
    await vi.waitFor(() => expect(done).toBe(true));
  });
});
