/**
 * A page's stylesheet that failed to arrive (offline for a moment) is never asked for again by
 * Vite's chunk loader: it remembers every stylesheet it has tried. Without this, a page retried
 * after the line came back would draw without its styles.
 */
const failed = new Set<HTMLLinkElement>();

function isStylesheet(target: EventTarget | null): target is HTMLLinkElement {
  return target instanceof HTMLLinkElement && target.rel === 'stylesheet';
}

/**
 * Notes every stylesheet that fails to load (error events do not bubble, so listen while capturing),
 * and asks for them again as soon as the line is back.
 */
export function watchFailedStylesheets(doc: Document = document): void {
  doc.addEventListener(
    'error',
    (event) => {
      if (isStylesheet(event.target)) failed.add(event.target);
    },
    true,
  );
  doc.defaultView?.addEventListener('online', reloadFailedStylesheets);
}

/** Asks again for every stylesheet that failed, each in place of its failed element (also a page's retry). */
export function reloadFailedStylesheets(): void {
  // Taken out first: a fresh link that fails again is noted for the next retry, not this one.
  const links = [...failed];
  failed.clear();
  for (const link of links) link.replaceWith(link.cloneNode());
}
