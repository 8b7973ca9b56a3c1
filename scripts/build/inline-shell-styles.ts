/**
 * The shell's stylesheet written into index.html rather than linked: on a phone's network the linked
 * file was one more round trip before the first paint (the boot screen), on every first visit. Only the
 * stylesheets index.html links itself (the entry's: 2.8 KB gzipped); a screen's own still come with its
 * code. The CSP allows inline styles (server/front/security-headers.ts).
 *
 * Each keeps a disabled link of its file, as a drawn page's do: Vite's loader of lazy chunks waits for the
 * stylesheets of every chunk a lazy chunk imports, the shell's included, and takes only a linked one as
 * there. Without the link it fetched the shell's sheet again before the home's banner or the goods page's
 * variant sheet could run, and appended it after the screens' own sheets, whose rules it then overrode.
 */
import type { Plugin } from 'vite';
import { inlinedStylesheet } from '../../server/front/inline-styles.ts';

const LINKED_STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w.-]+\.css)">/g;

export function inlineShellStyles(): Plugin {
  return {
    name: 'inline-shell-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return html.replace(LINKED_STYLESHEET, (link, fileName: string) => {
          const asset = bundle[fileName];
          const css = asset?.type === 'asset' ? String(asset.source) : null;
          // A stylesheet that could end the element early stays linked.
          return css === null || /<\/style/i.test(css) ? link : inlinedStylesheet(`/${fileName}`, css);
        });
      },
    },
  };
}
