/**
 * The build copies small shared code into every chunk that uses it (vite.config.ts,
 * `experimentalInlineCommonChunks`). A copy has its own module state: a cache, a registry or a
 * React context kept at module level would silently split in two. Code that keeps state belongs in
 * `src/core`, which is never copied; this plugin fails the build when one of the app's own modules
 * that was copied declares state at its top level.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** Top-level declarations that hold state: a reassignable binding, a collection, a context. */
const MODULE_STATE = /^(?:export\s+)?(?:let|var)\s|^(?:export\s+)?const\s+\w+\s*(?::[^=]+)?=\s*(?:new\s+(?:Map|Set|WeakMap|WeakSet)\b|(?:React\.)?createContext\b)/m;

export function holdsModuleState(source: string): boolean {
  return MODULE_STATE.test(source);
}

/** The app's own source files (not libraries, not virtual modules). */
const OWN_SOURCE = /[\\/](src|widgets)[\\/][^?\0]+\.tsx?$/;

/** Own modules that ended up in more than one chunk and keep state at their top level. */
export function copiedStatefulModules(chunks: ReadonlyArray<{ moduleIds: readonly string[] }>, read: (id: string) => string): string[] {
  const copies = new Map<string, number>();
  for (const chunk of chunks) for (const id of chunk.moduleIds) copies.set(id, (copies.get(id) ?? 0) + 1);
  return [...copies].filter(([id, count]) => count > 1 && OWN_SOURCE.test(id) && holdsModuleState(read(id))).map(([id]) => id);
}

export function noCopiedModuleState(): Plugin {
  return {
    name: 'no-copied-module-state',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [{ moduleIds: Object.keys(file.modules) }] : []));
      const offenders = copiedStatefulModules(chunks, (id) => readFileSync(id, 'utf8'));
      if (offenders.length) {
        this.error(`These modules keep state at their top level but were copied into several chunks; move the state to src/core:\n  ${offenders.join('\n  ')}`);
      }
    },
  };
}
