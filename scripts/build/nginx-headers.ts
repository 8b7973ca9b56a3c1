import { FILE_HEADERS, livePreviewHeaders, SECURITY_HEADERS } from '../../server/front/security-headers.ts';
import { allowedOrigins } from '../../src/core/live-preview/messages.ts';

/**
 * Where the build writes, under its output folder, the headers a static host adds (README, "Deploying
 * the static build"): the ones `npm start` and `npm run front` send, so a page served by nginx keeps the
 * same CSP and hardening headers. Under `.vite/`, which the host never serves to visitors.
 */
export const NGINX_HEADERS_DIR = '.vite/nginx';

/** One nginx `add_header` line per header, sent with every status (a 404 page is a document too). */
export function nginxAddHeaders(headers: Readonly<Record<string, string>>): string {
  return Object.entries(headers)
    .map(([name, value]) => {
      // nginx reads `$` as a variable and `"` ends the string: no header of ours holds either.
      if (/["$\\\n]/.test(value)) throw new Error(`nginx headers: ${name} holds a character nginx would read differently: ${value}`);
      return `add_header ${name} "${value}" always;`;
    })
    .join('\n');
}

/** The three include files: a shopper's page, the live preview (CONTRACT §6), the files a page loads. */
export function nginxHeaderFiles(previewOrigins: readonly string[]): Record<string, string> {
  const head = '# Written by the build (scripts/build/nginx-headers.ts) from server/front/security-headers.ts.\n';
  return {
    'page-headers.conf': head + nginxAddHeaders(SECURITY_HEADERS) + '\n',
    'preview-headers.conf': head + nginxAddHeaders(livePreviewHeaders(allowedOrigins(previewOrigins, "'self'"))) + '\n',
    'file-headers.conf': head + nginxAddHeaders(FILE_HEADERS) + '\n',
  };
}
