/**
 * A tap on a server-drawn page before the app has code to answer it would be lost. `public/after-paint.js`
 * marks the element tapped last (`data-early-tap`) while #root still carries `data-server-drawn`; the app
 * takes the mark away as it starts taking the page over and taps the element again (links need no help:
 * they work without code, so they are never marked).
 */
export const EARLY_TAP_ATTRIBUTE = 'data-early-tap';

/** The element last tapped before the app could answer, its mark taken away; null if none. */
export function takeEarlyTap(root: HTMLElement): HTMLElement | null {
  const tapped = root.querySelector<HTMLElement>(`[${EARLY_TAP_ATTRIBUTE}]`);
  tapped?.removeAttribute(EARLY_TAP_ATTRIBUTE);
  return tapped;
}

/** About two seconds of frames: a tap is not answered long after the shopper made it. */
const TRIES = 120;

/**
 * Taps `element` again, once React answers it. While React has not yet taken over the part of the page
 * the element is in, it stops a tap on its way down (React tries to take that part over first), so the
 * tap never reaches the element; then it is tried again on the next frame. Taking a part over may also
 * put new elements in the place of the drawn ones: a tap that reached an element the takeover then
 * replaced, with the page still at the same address, is made again on what now stands at that place.
 * A tap that reached an element that stayed was answered (or the element answers no taps).
 */
export function tapWhenAnswered(element: HTMLElement, triesLeft = TRIES): void {
  if (!element.isConnected) return;
  const box = element.getBoundingClientRect();
  const address = window.location.href;
  let reached = false;
  const reach = () => {
    reached = true;
  };
  element.addEventListener('click', reach);
  element.click();
  element.removeEventListener('click', reach);
  if (triesLeft <= 1) return;
  if (!reached) {
    requestAnimationFrame(() => tapWhenAnswered(element, triesLeft - 1));
  } else if (!element.isConnected && window.location.href === address) {
    requestAnimationFrame(() => {
      const standing = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (standing instanceof HTMLElement && standing.closest('#root')) tapWhenAnswered(standing, triesLeft - 1);
    });
  }
}
