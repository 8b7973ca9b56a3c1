import type { Plugin } from 'vite';
import { NGINX_HEADERS_DIR, nginxHeaderFiles } from './nginx-headers.ts';

/** Where the build records VITE_PREVIEW_ORIGINS, under its output folder, for the server that frames the preview. */
export const PREVIEW_ORIGINS_FILE = '.vite/preview-origins.json';

/** The editor origins a build's VITE_PREVIEW_ORIGINS lists (comma-separated, blanks dropped). */
function configuredPreviewOrigins(env: Readonly<Record<string, unknown>>): string[] {
  const value = env.VITE_PREVIEW_ORIGINS;
  return (typeof value === 'string' ? value : '').split(',').map((origin) => origin.trim()).filter(Boolean);
}

/**
 * Writes the editor origins the build lets drive its live preview (CONTRACT §6), so the server serving
 * this build lets those origins, and only those, frame the preview route (CSP `frame-ancestors`); and,
 * with them, the headers a static host adds (./nginx-headers.ts).
 */
export function previewOriginsFile(): Plugin {
  let configured: string[] = [];
  let ssr = false;
  return {
    name: 'preview-origins-file',
    apply: 'build',
    configResolved(config) {
      configured = configuredPreviewOrigins(config.env);
      ssr = Boolean(config.build.ssr);
    },
    generateBundle() {
      if (ssr) return;
      this.emitFile({ type: 'asset', fileName: PREVIEW_ORIGINS_FILE, source: `${JSON.stringify(configured)}\n` });
      for (const [name, source] of Object.entries(nginxHeaderFiles(configured))) {
        this.emitFile({ type: 'asset', fileName: `${NGINX_HEADERS_DIR}/${name}`, source });
      }
    },
  };
}
