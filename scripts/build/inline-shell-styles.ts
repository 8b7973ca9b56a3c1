/**
 * The shell's stylesheet written into index.html rather than linked: on a phone's network the linked
 * file was one more round trip before the first paint (the boot screen), on every first visit. Only the
 * stylesheets index.html links itself (the entry's: 2.8 KB gzipped); a screen's own still come with its
 * code. The CSP allows inline styles (server/front/security-headers.ts).
 */
import type { Plugin } from 'vite';

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
          return css === null || /<\/style/i.test(css) ? link : `<style>${css}</style>`;
        });
      },
    },
  };
}
