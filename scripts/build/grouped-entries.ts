import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** Where the build records the lazily loaded modules it put into a group's chunk (see below). */
export const GROUPED_ENTRIES_FILE = '.vite/grouped-entries.json';

/** Module (as Vite's manifest names sources, relative to the root) -> the file of the chunk holding it. */
export type GroupedEntries = Record<string, string>;

/**
 * Vite's manifest names a lazily loaded module only when it has a chunk of its own. One that a code
 * splitting group has put into a shared chunk (the page basics: several widgets in one file) is in no
 * key, and the build scripts that read what a route or widget needs (route-chunks.ts) would not find
 * it. This records where each such module went.
 */
export function groupedEntriesFile(): Plugin {
  let root = '';
  let ssr = false;
  return {
    name: 'grouped-entries-file',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      ssr = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      if (ssr) return;
      const grouped: GroupedEntries = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of chunk.moduleIds) {
          const lazilyLoaded = (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;
          if (lazilyLoaded && id !== chunk.facadeModuleId) grouped[relative(root, id).replace(/\\/g, '/')] = chunk.fileName;
        }
      }
      this.emitFile({ type: 'asset', fileName: GROUPED_ENTRIES_FILE, source: `${JSON.stringify(grouped, null, 1)}\n` });
    },
  };
}
