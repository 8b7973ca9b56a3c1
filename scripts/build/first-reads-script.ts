/**
 * Builds src/app/first-reads-entry.ts on its own, as a small classic script (no imports, no module of the
 * app's), and starts it from index.html before the app's code: it sends a screen's first reads and
 * announces its code while the app's entry is still downloading and compiling. Its copies of the few
 * core modules it uses (signing, the request writer) are built from the same sources.
 */
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { build, type Plugin } from 'vite';
import { FIRST_READS_SCRIPT_ID } from '../../src/contract/embedded-answers.ts';
import { withCompileHint } from './compile-hints.ts';

type BuildOutput = Awaited<ReturnType<typeof build>>;

function codeOf(output: BuildOutput): string {
  const first = Array.isArray(output) ? output[0] : output;
  const chunk = first && 'output' in first ? first.output.find((item) => item.type === 'chunk') : undefined;
  if (!chunk || chunk.type !== 'chunk') throw new Error('first-reads script: the build gave no code');
  return chunk.code;
}

export function firstReadsScript(entry = 'src/app/first-reads-entry.ts'): Plugin {
  let enabled = false;
  let root = '';
  let mode = 'production';
  let script: { fileName: string; code: string } | null = null;
  return {
    name: 'first-reads-script',
    apply: 'build',
    configResolved(config) {
      // The app's client build only: not the server's drawing code, not the bench's floor page.
      enabled = !config.build.ssr && process.env.BENCH_FLOOR !== '1';
      root = config.root;
      mode = config.mode;
    },
    async buildStart() {
      if (!enabled) return;
      const output = await build({
        configFile: false,
        root,
        mode,
        logLevel: 'warn',
        build: {
          write: false,
          copyPublicDir: false,
          reportCompressedSize: false,
          lib: { entry: resolve(root, entry), formats: ['iife'], name: 'h5FirstReads' },
        },
      });
      // Every function of it runs as the page starts.
      const code = withCompileHint(codeOf(output));
      script = { fileName: `assets/first-reads-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`, code };
    },
    transformIndexHtml: {
      order: 'post',
      handler: () =>
        script
          ? [{ tag: 'script', attrs: { id: FIRST_READS_SCRIPT_ID, src: `/${script.fileName}`, async: true, fetchpriority: 'high' }, injectTo: 'head-prepend' }]
          : [],
    },
    generateBundle() {
      if (script) this.emitFile({ type: 'asset', fileName: script.fileName, source: script.code });
    },
  };
}
