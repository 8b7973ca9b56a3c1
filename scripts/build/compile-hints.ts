/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read a comment): a file that starts
 * with `//# allFunctionsCalledOnLoad` is compiled whole while it streams in, on a background thread,
 * instead of function by function on the main thread as each is first called. The shell, a route's
 * code and a widget's code run nearly all of their functions as the screen is drawn, so on a phone that
 * compilation leaves the main thread: on a static host, the 50-node page at 4× CPU spent about 100 ms
 * less on its main thread. The back office's editor (a desktop tool, large, used a part at a time)
 * is left to lazy compilation.
 */
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Modules of the back office: a chunk holding one is not hinted. */
const BACK_OFFICE = /[\\/]src[\\/]features[\\/](?:page-editor|dev-tools)[\\/]/;

export const withCompileHint = (code: string): string => (code.startsWith(COMPILE_HINT) ? code : COMPILE_HINT + code);

interface HintableChunk {
  type: 'chunk';
  fileName: string;
  code: string;
  moduleIds: readonly string[];
  map: { mappings: string } | null;
}

interface MapAsset {
  type: 'asset';
  source: string | Uint8Array;
}

/**
 * Hints every chunk but the back office's; a chunk's source map, if the build writes one, moves down
 * the line the hint takes (a `;` before its mappings).
 */
export function hintChunks(chunks: readonly HintableChunk[], mapAsset: (fileName: string) => MapAsset | undefined): void {
  for (const chunk of chunks) {
    if (chunk.moduleIds.some((id) => BACK_OFFICE.test(id)) || chunk.code.startsWith(COMPILE_HINT)) continue;
    chunk.code = COMPILE_HINT + chunk.code;
    if (!chunk.map) continue;
    chunk.map.mappings = `;${chunk.map.mappings}`;
    const asset = mapAsset(`${chunk.fileName}.map`);
    if (asset && typeof asset.source === 'string') {
      const map = JSON.parse(asset.source) as { mappings: string };
      asset.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
    }
  }
}

/** The app's client build: after Vite's own rewriting, so the hint is the first line of each file. */
export function compileHints(): Plugin {
  let enabled = false;
  return {
    name: 'compile-hints',
    apply: 'build',
    configResolved(config) {
      enabled = !config.build.ssr;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (!enabled) return;
        const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
        hintChunks(chunks, (fileName) => {
          const asset = bundle[fileName];
          return asset?.type === 'asset' ? asset : undefined;
        });
      },
    },
  };
}
