import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, hintChunks, withCompileHint } from './compile-hints.ts';

const chunk = (fileName: string, moduleIds: string[], map: { mappings: string } | null = null) => ({
  type: 'chunk' as const,
  fileName,
  code: 'const __vite__mapDeps=1;\nexport{}',
  moduleIds,
  map,
});

describe('compile hints', () => {
  it('puts the hint on the first line of the shopper’s chunks, not the back office’s', () => {
    const shell = chunk('assets/main.js', ['/app/src/main.tsx', '/app/node_modules/react-dom/index.js']);
    const widget = chunk('assets/widget.js', ['/app/widgets/image/widget.tsx']);
    const editor = chunk('assets/history.js', ['/app/src/features/page-editor/history.ts', '/app/widgets/image/props.schema.json?validate']);
    const tools = chunk('assets/gallery.js', ['/app/src/features/dev-tools/FixtureGallery.tsx']);
    hintChunks([shell, widget, editor, tools], () => undefined);
    expect(shell.code.startsWith(`${COMPILE_HINT}const __vite__mapDeps`)).toBe(true);
    expect(widget.code.startsWith(COMPILE_HINT)).toBe(true);
    expect(editor.code).not.toContain('allFunctionsCalledOnLoad');
    expect(tools.code).not.toContain('allFunctionsCalledOnLoad');
  });

  it('moves a source map down by the line it adds, in the chunk and in its .map file, once', () => {
    const mapped = chunk('assets/main.js', ['/app/src/main.tsx'], { mappings: 'AAAA' });
    const asset = { type: 'asset' as const, source: JSON.stringify({ version: 3, mappings: 'AAAA' }) };
    const assets = (fileName: string) => (fileName === 'assets/main.js.map' ? asset : undefined);
    hintChunks([mapped], assets);
    hintChunks([mapped], assets);
    expect(mapped.map?.mappings).toBe(';AAAA');
    expect(JSON.parse(asset.source)).toEqual({ version: 3, mappings: ';AAAA' });
    expect(mapped.code.split(COMPILE_HINT)).toHaveLength(2);
  });

  it('hints a script once', () => {
    expect(withCompileHint(withCompileHint('(function(){})();'))).toBe(`${COMPILE_HINT}(function(){})();`);
  });
});
