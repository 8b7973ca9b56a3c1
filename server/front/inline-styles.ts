/**
 * A server-drawn screen paints from its HTML, so its stylesheets decide when it shows: each linked one
 * is a request a slow phone waits for before the first paint. The drawn page carries them inline
 * instead (they are a few KB). Only the build's own hashed stylesheets are inlined. Each keeps a
 * disabled link of its file: the app's chunk loader (Vite's) takes a file linked as a stylesheet as
 * applied, so it neither fetches it nor appends it again, which would put the shell's styles after a
 * screen's and change which rule wins.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/g;

/** Hashed file names never change content: each is read once. */
const contents = new Map<string, Promise<string | null>>();

function styleOf(root: string, href: string): Promise<string | null> {
  const key = join(root, href);
  let content = contents.get(key);
  if (!content) {
    content = readFile(key, 'utf8').then(
      // A stylesheet that could close the element it sits in stays linked.
      (css) => (/<\/style/i.test(css) ? null : css),
      () => null,
    );
    contents.set(key, content);
  }
  return content;
}

/**
 * A stylesheet written into the page, with the disabled link that tells the app's chunk loader it is
 * applied (above). The build writes the shell's into index.html the same way (scripts/build/inline-shell-styles.ts).
 */
export function inlinedStylesheet(href: string, css: string): string {
  return `<style data-href="${href}">${css}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`;
}

/** `html` with each of the build's stylesheet links replaced by the stylesheet itself, in the same place. */
export async function withInlineStyles(root: string, html: string): Promise<string> {
  const hrefs = [...new Set(Array.from(html.matchAll(STYLESHEET_LINK), (match) => match[1]!))];
  const styles = new Map(await Promise.all(hrefs.map(async (href) => [href, await styleOf(root, href)] as const)));
  return html.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = styles.get(href);
    return css ? inlinedStylesheet(href, css) : link;
  });
}
