import { describe, expect, it } from 'vitest';
import { copiedStatefulModules, holdsModuleState } from './copied-state.ts';

describe('state in copied modules', () => {
  it.each([
    'let cache = null;',
    'export let current = 0;',
    'const seen = new Set<string>();',
    'const byId: Map<string, number> = new Map();',
    'export const ThemeContext = createContext(null);',
  ])('sees top-level state in %j', (source) => {
    expect(holdsModuleState(`import x from 'y';\n${source}\n`)).toBe(true);
  });

  it.each([
    'const LIMIT = 20;',
    'export function f() {\n  let n = 0;\n  return n;\n}',
    'const styles = { a: 1 };',
    '// let nothing = 1;',
  ])('lets a stateless module be copied: %j', (source) => {
    expect(holdsModuleState(source)).toBe(false);
  });

  it('names only own modules that are in more than one chunk and keep state', () => {
    const sources: Record<string, string> = {
      '/app/src/ui/cache.ts': 'const cache = new Map();',
      '/app/src/ui/price.ts': 'export const formatPrice = (n: number) => n;',
      '/app/widgets/x/state.tsx': 'let open = false;',
      '/app/node_modules/lib/event.js': 'let supportsPassive = false;',
    };
    const chunks = [
      { moduleIds: ['/app/src/ui/cache.ts', '/app/src/ui/price.ts', '/app/widgets/x/state.tsx', '/app/node_modules/lib/event.js'] },
      { moduleIds: ['/app/src/ui/cache.ts', '/app/src/ui/price.ts', '/app/node_modules/lib/event.js'] },
    ];
    expect(copiedStatefulModules(chunks, (id) => sources[id] ?? '')).toEqual(['/app/src/ui/cache.ts']);
  });
});
