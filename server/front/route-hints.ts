/**
 * Early hints for a served page: the build lists, per route and per operator widget, the code and
 * styles it needs besides the shell (scripts/build/route-hints.ts, src/app/route-hints.ts). The page served for a route
 * announces the route's, and those of the widgets its page document draws, as <link rel=modulepreload>
 * / <link rel=preload as=style>, so a phone fetches them while the entry downloads instead of only
 * after it has run. A build without the list is served as it is.
 */
import { join } from 'node:path';
import { codeFor, readHints, type Code, type HintsFile } from '../../src/app/route-hints.ts';
import { readBuildJson } from './build-files.ts';

export type { HintsFile, RouteHint, WidgetHint } from '../../src/app/route-hints.ts';

/** Where the build writes the hints, under its output folder. */
export const ROUTE_HINTS_FILE = '.vite/route-hints.json';

function linksFor(code: Code, applyStyles: boolean): string {
  const modules = code.modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
  // crossorigin as Vite's loader sets it on the stylesheets it adds, so the preloaded copy is reused;
  // an applied one (a server-drawn screen's) is one Vite's loader finds and does not add again.
  const rel = applyStyles ? 'rel="stylesheet"' : 'rel="preload" as="style"';
  const styles = code.styles.map((href) => `<link ${rel} crossorigin href="${href}">`);
  return [...modules, ...styles].join('');
}

/**
 * The page for `path` with that route's links added, and those of the operator widgets it is known
 * to draw (`widgetTypes`: the page document's, server/front/primed.ts). Looked at on every request, like
 * index.html itself (kept until the file changes, server/front/build-files.ts), so a rebuild under a
 * running server never announces files that are gone.
 * `applyStyles`: the styles are linked as stylesheets, for a screen the server drew (server/front/draw.ts).
 */
export async function withRouteHints(root: string, html: string, path: string, widgetTypes: readonly string[] = [], applyStyles = false): Promise<string> {
  let hints: HintsFile;
  try {
    hints = readHints(await readBuildJson(join(root, ROUTE_HINTS_FILE)));
  } catch {
    // No hints in this build (an older one, or built without the script): the page goes out unchanged.
    return html;
  }
  const links = linksFor(codeFor(hints, path, widgetTypes), applyStyles);
  return links ? html.replace('</head>', () => `${links}</head>`) : html;
}
