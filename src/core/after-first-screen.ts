import { whenIdle } from './when-idle';

/**
 * How long after the page's load event a screen that never says it has drawn (a form, a list of
 * orders: only operator and system pages say so) is taken as drawn.
 */
const UNTOLD_SCREEN_MS = 1500;

/** How long a drawn first screen's pictures are waited for: one that never comes (offline) holds nothing up for long. */
const PICTURES_WAIT_MS = 1000;

let screenDrawn: () => void = () => undefined;
const firstScreenDrawn = new Promise<void>((resolve) => {
  screenDrawn = resolve;
});
const firstScreenPictures: Array<Promise<void>> = [];
/** Once the first screen has been shown, later screens' pictures hold nothing up and are not kept. */
let shown = false;

/** Said by the renderer once a page's first nodes are committed (src/core/renderer/PageRenderer.tsx). */
export function markFirstScreenDrawn(): void {
  screenDrawn();
}

/**
 * A picture of the first screen (an eager one, src/ui/Img.tsx): what waits for the first screen waits
 * for it too, as the screen is not on the glass before its pictures are. Said before the screen is
 * drawn (a widget's effects run before its page's).
 */
export function awaitFirstScreenPicture(picture: HTMLImageElement): void {
  if (shown || picture.complete) return;
  firstScreenPictures.push(
    new Promise((resolve) => {
      picture.addEventListener('load', () => resolve(), { once: true });
      picture.addEventListener('error', () => resolve(), { once: true });
    }),
  );
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, ms));
}

function whenLoaded(then: () => void): void {
  if (document.readyState === 'complete') then();
  else window.addEventListener('load', then, { once: true });
}

/**
 * Runs `task` once the first screen is on the glass: the page has loaded, its first nodes are drawn
 * (or UNTOLD_SCREEN_MS have passed since the load) with their pictures, painted, and the browser is
 * idle. For code and pictures the first screen does without (the toast's code, a carousel, a description below the fold):
 * the window's load comes before a page's widgets and pictures are even asked for, and what starts
 * then shares a slow network with them and makes the first screen later. Returns a cancel function.
 */
export function afterFirstScreen(task: () => void): () => void {
  let state: 'waiting' | 'started' | 'cancelled' = 'waiting';
  let cancelIdle: () => void = () => undefined;
  const start = () => {
    if (state !== 'waiting') return;
    state = 'started';
    shown = true;
    firstScreenPictures.length = 0;
    cancelIdle = whenIdle(task);
  };
  whenLoaded(() => {
    window.setTimeout(start, UNTOLD_SCREEN_MS);
    void firstScreenDrawn
      .then(() => Promise.race([Promise.all(firstScreenPictures), delay(PICTURES_WAIT_MS)]))
      // After the frame that paints it: a task queued from requestAnimationFrame runs once that frame is out.
      .then(() => window.requestAnimationFrame(() => window.setTimeout(start)));
  });
  return () => {
    if (state === 'started') cancelIdle();
    state = 'cancelled';
  };
}

let firstScreenShownOnce: Promise<void> | undefined;

/**
 * afterFirstScreen as a promise, one for the page: what a lazy part of a screen waits for before its
 * code is fetched. Resolved at once where there is no window (a server drawing a page has loaded it all).
 */
export function firstScreenShown(): Promise<void> {
  firstScreenShownOnce ??= typeof window === 'undefined' ? Promise.resolve() : new Promise((resolve) => afterFirstScreen(resolve));
  return firstScreenShownOnce;
}
