/** A `dist/` as the build leaves it, for the front's tests: its page and a stand-in for the drawing code. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DRAWING_ENTRY } from '../front/draw.ts';

/** The built page, with whatever its head should carry (an entry script). */
export const builtPage = (head = '') => `<!doctype html><html><head><title>x</title>${head}</head><body>
    <div id="root"><div class="boot">正在加载</div></div>
    <noscript>请开启 JavaScript</noscript>
  </body></html>`;

/**
 * A stand-in for the built drawing code: `drawPage` is the body of a function of `page`, the published
 * page's answer (`page.envelope.data` is its document), returning the HTML drawn.
 */
export function builtDist(drawPage: string, head = ''): string {
  const dir = mkdtempSync(join(tmpdir(), 'dist-'));
  writeFileSync(join(dir, 'index.html'), builtPage(head));
  mkdirSync(join(dir, '.ssr'));
  writeFileSync(
    join(dir, DRAWING_ENTRY),
    `export async function drawScreen(href, answers) {
  const page = answers.find((answer) => answer.path === '/v1/component/page/info/get');
  if (!page) return null;
  ${drawPage}
}`,
  );
  return dir;
}
