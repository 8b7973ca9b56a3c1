// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh module each time: whether the first screen was drawn is the page's, kept by the module.
async function freshModule() {
  vi.resetModules();
  return import('./after-first-screen');
}

describe('afterFirstScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs once the first screen is drawn and painted and the browser is idle, not at the load event', async () => {
    const { afterFirstScreen, markFirstScreenDrawn } = await freshModule();
    const task = vi.fn();
    afterFirstScreen(task);
    await vi.advanceTimersByTimeAsync(300);
    expect(task).not.toHaveBeenCalled();
    markFirstScreenDrawn();
    await vi.advanceTimersByTimeAsync(500);
    expect(task).toHaveBeenCalledTimes(1);
    // The fallback for a screen that never says so does not run it again.
    await vi.advanceTimersByTimeAsync(5000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs a while after the load on a screen that never says it has drawn', async () => {
    const { afterFirstScreen } = await freshModule();
    const task = vi.fn();
    afterFirstScreen(task);
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event when the page is still loading', async () => {
    const { afterFirstScreen, markFirstScreenDrawn } = await freshModule();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const task = vi.fn();
    afterFirstScreen(task);
    markFirstScreenDrawn();
    await vi.advanceTimersByTimeAsync(5000);
    expect(task).not.toHaveBeenCalled();
    readyState.mockRestore();
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(500);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs a cancelled task', async () => {
    const { afterFirstScreen, markFirstScreenDrawn } = await freshModule();
    const task = vi.fn();
    const cancel = afterFirstScreen(task);
    markFirstScreenDrawn();
    cancel();
    await vi.advanceTimersByTimeAsync(5000);
    expect(task).not.toHaveBeenCalled();
  });

  it("waits for the first screen's pictures, and not for ever", async () => {
    const { afterFirstScreen, awaitFirstScreenPicture, markFirstScreenDrawn } = await freshModule();
    const arriving = document.createElement('img');
    const lost = document.createElement('img');
    const complete = (picture: HTMLImageElement, done: boolean) => vi.spyOn(picture, 'complete', 'get').mockReturnValue(done);
    complete(arriving, false);
    complete(lost, false);
    awaitFirstScreenPicture(arriving);
    const task = vi.fn();
    afterFirstScreen(task);
    markFirstScreenDrawn();
    await vi.advanceTimersByTimeAsync(600);
    expect(task).not.toHaveBeenCalled();
    arriving.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(600);
    expect(task).toHaveBeenCalledTimes(1);

    // Once the first screen was shown, a later screen's pictures hold nothing up.
    const laterPicture = document.createElement('img');
    complete(laterPicture, false);
    awaitFirstScreenPicture(laterPicture);
    const next = vi.fn();
    afterFirstScreen(next);
    await vi.advanceTimersByTimeAsync(400);
    expect(next).toHaveBeenCalledTimes(1);

    // A picture that never answers holds the next one up for a second at most.
    const again = await freshModule();
    again.awaitFirstScreenPicture(lost);
    const later = vi.fn();
    again.afterFirstScreen(later);
    again.markFirstScreenDrawn();
    await vi.advanceTimersByTimeAsync(700);
    expect(later).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(800);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('gives one promise for the page, resolved once the first screen is shown', async () => {
    const { firstScreenShown, markFirstScreenDrawn } = await freshModule();
    expect(firstScreenShown()).toBe(firstScreenShown());
    const shown = vi.fn();
    void firstScreenShown().then(shown);
    await vi.advanceTimersByTimeAsync(500);
    expect(shown).not.toHaveBeenCalled();
    markFirstScreenDrawn();
    await vi.advanceTimersByTimeAsync(500);
    expect(shown).toHaveBeenCalledTimes(1);
  });
});
