/**
 * Writes each built asset's brotli (`.br`, quality 11) and gzip (`.gz`, level 9) beside it, run by
 * `npm run build` (tsx scripts/build/precompress.ts DIST). A static host serves them as they are
 * (nginx `brotli_static` / `gzip_static`, a CDN's precompressed files), and so does the server here
 * (server/front/compressed-assets.ts): nothing is compressed per request, and over HTTPS a browser
 * gets brotli, about 14 % smaller than gzip on this build's scripts. Only /assets: their names carry
 * their content's hash, so a compressed copy never goes stale.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What is worth compressing: text the browser parses (pictures and videos are compressed already). */
export const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|html|txt|webmanifest)$/i;

/** The encodings written, with the file suffix a static host looks for. */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br', compress: (bytes: Buffer) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }) },
  { encoding: 'gzip', suffix: '.gz', compress: (bytes: Buffer) => gzipSync(bytes, { level: 9 }) },
] as const;

/** Compresses every compressible file in `assetsDir`; a copy that would not be smaller is not written. */
export function precompress(assetsDir: string): { files: number; written: number } {
  const files = readdirSync(assetsDir).filter((name) => COMPRESSIBLE.test(name));
  let written = 0;
  for (const name of files) {
    const bytes = readFileSync(join(assetsDir, name));
    for (const { suffix, compress } of PRECOMPRESSED) {
      const compressed = compress(bytes);
      if (compressed.length >= bytes.length) continue;
      writeFileSync(join(assetsDir, name + suffix), compressed);
      written += 1;
    }
  }
  return { files: files.length, written };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2] ?? 'dist';
  const { files, written } = precompress(join(dist, 'assets'));
  console.log(`Precompressed: ${written} brotli and gzip copies of ${files} assets`);
}
