import type { Plugin } from 'vite';

/** Where the build records VITE_PREVIEW_ORIGINS, under its output folder, for the server that frames the preview. */
export const PREVIEW_ORIGINS_FILE = '.vite/preview-origins.json';

/**
 * Writes the editor origins the build lets drive its live preview (CONTRACT §6), so the server serving
 * this build lets those origins, and only those, frame the preview route (CSP `frame-ancestors`).
 */
export function previewOriginsFile(): Plugin {
  let configured = '';
  let ssr = false;
  return {
    name: 'preview-origins-file',
    apply: 'build',
    configResolved(config) {
      configured = String(config.env.VITE_PREVIEW_ORIGINS ?? '');
      ssr = Boolean(config.build.ssr);
    },
    generateBundle() {
      if (ssr) return;
      const origins = configured.split(',').map((origin) => origin.trim()).filter(Boolean);
      this.emitFile({ type: 'asset', fileName: PREVIEW_ORIGINS_FILE, source: `${JSON.stringify(origins)}\n` });
    },
  };
}
