import { codeFor, readHints, ROUTE_HINTS_ID, type Code } from './route-hints';

/** The build's route hints as the page carries them (scripts/build/route-hints.ts); none when it does not. */
export function readRouteHints(page: Document) {
  let hints = readHints(null);
  try {
    hints = readHints(JSON.parse(page.getElementById(ROUTE_HINTS_ID)?.textContent ?? 'null'));
  } catch {
    // Broken hints announce nothing: each file is fetched when the app asks for it.
  }
  return {
    forRoute: (path: string) => codeFor(hints, path),
    forWidgets: (types: readonly string[]) => codeFor(hints, null, types),
  };
}

/**
 * Fetches `code` now, without running it: modules as Vite's own loader would ask for them (so they are
 * reused, not fetched twice), styles as stylesheets to come. Each file once per page; the links go in
 * with one insertion, as each insertion into the head costs the main thread on a slow phone.
 */
export function announceCode(page: Document, code: Code): void {
  const present = new Set([...page.head.querySelectorAll('link[href]')].map((link) => link.getAttribute('href')));
  const links = page.createDocumentFragment();
  const link = (rel: string, href: string, as?: string) => {
    if (present.has(href)) return;
    present.add(href);
    const element = page.createElement('link');
    element.rel = rel;
    if (as) element.setAttribute('as', as);
    element.crossOrigin = '';
    element.href = href;
    links.append(element);
  };
  code.modules.forEach((href) => link('modulepreload', href));
  code.styles.forEach((href) => link('preload', href, 'style'));
  if (links.childNodes.length) page.head.append(links);
}
