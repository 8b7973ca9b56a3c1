import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import pxtorem from 'postcss-pxtorem';
import { defineConfig, type PluginOption, type UserConfig } from 'vite';
import { compileHints } from './scripts/build/compile-hints.ts';
import { noCopiedModuleState } from './scripts/build/copied-state.ts';
import { firstReadsScript } from './scripts/build/first-reads-script.ts';
import { groupedEntriesFile } from './scripts/build/grouped-entries.ts';
import { inlineShellStyles } from './scripts/build/inline-shell-styles.ts';
import { oneCopyOfEachStyle } from './scripts/build/one-copy-styles.ts';
import { previewOriginsFile } from './scripts/build/preview-origins.ts';
import { unnamedRouterComponents } from './scripts/build/unnamed-router-components.ts';
import { schemaValidators } from './schemas/validator-plugin.ts';
import { PAGE_BASICS } from './widgets/page-basics.ts';

/**
 * The page basics' own modules: component, stylesheet and props validator. Not their schemas, examples
 * and editor validators, which the page editor imports for every widget.
 */
const PAGE_BASICS_MODULES = new RegExp(`[\\\\/]widgets[\\\\/](?:${PAGE_BASICS.join('|')})[\\\\/](?:widget\\.tsx|widget\\.module\\.css|props\\.schema\\.json\\?validate)$`);

/** An operator page's own modules, but the live preview's (an editor's frame, not a shopper's page). */
const COMPONENT_PAGE_MODULES = /[\\/]src[\\/]features[\\/]component-page[\\/](?!live[\\/])/;

/** Modules that hold state for the whole app: each must exist once, never as a copy in several chunks. */
const STATEFUL_MODULES = [
  // But the host's purchase and device decisions: functions only, reading the host from ./current. As a
  // file each of their own they were two more requests before a product's first screen.
  /[\\/]src[\\/]core[\\/](?!host[\\/](?:purchase|device)\.ts$)/,
  /[\\/]react-vant[\\/]es[\\/](config-provider|locale)[\\/]/,
  // The mission blocks' one shared read of the index (it imports api/, so it cannot live in src/core).
  /[\\/]src[\\/]mall[\\/]missions[\\/]mission-index\.ts$/,
  // Rich text's sanitiser loader keeps whether DOMPurify's code has come; plain markup's recogniser its sticky patterns.
  /[\\/]src[\\/]ui[\\/](sanitizer|plain-markup)\.ts$/,
  // The contract's WireError is told by instanceof, and its envelope codes are sets: one copy each (they came from src/core).
  /[\\/]src[\\/]contract[\\/](wire-error|envelope-codes)\.ts$/,
];

/** `npm run dev` mounts the embedded API in the dev server; a build never loads the server code. */
async function devOnlyPlugins(command: 'serve' | 'build'): Promise<PluginOption[]> {
  if (command !== 'serve') return [];
  const { embeddedApi } = await import('./server/vite-plugin.ts');
  return [embeddedApi({ wechatSim: false })];
}

/**
 * react-router's package exports name only its development build (remix-run/react-router#14102), whose
 * dev warnings stay on in production. A build takes its production build instead: the same code with
 * them off. Both entries are named, so the app still has one copy of the router.
 */
function reactRouterProductionBuild(): Array<{ find: RegExp; replacement: string }> {
  const production = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
  return [
    { find: /^react-router$/, replacement: join(production, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(production, 'dom-export.mjs') },
  ];
}

type BundleOptions = NonNullable<NonNullable<UserConfig['build']>['rolldownOptions']>;

/** How the app's code is split into files (the server's drawing code is left as Vite splits it). */
function appBundleOptions(): BundleOptions {
  return process.env.BENCH_FLOOR === '1'
    ? // `npm run bench` builds the hand-written floor page it compares the renderer with on its own.
      { input: { floor: 'bench/floor/index.html' } }
    : {
        // Lets small shared chunks be copied into the chunks that use them (below).
        preserveEntrySignatures: false as const,
        output: {
          codeSplitting: {
            // Everything else the entry imports statically in one file: the shell arrives in two requests,
            // not ten (each costs a round trip on a phone's HTTP/1.1 connection). The shared components'
            // stylesheets are in it too (src/app/styles/shared-components.ts).
            groups: [
              // React DOM (44 KB of the shell's 92 KB gzip) in a file of its own: the two halves come over two
              // connections and are compiled on two background threads at once (300-node page, static:
              // 40 ms sooner; Lighthouse home LCP 2.27 -> 2.11 s), and a release that leaves React alone
              // does not make a returning shopper download it again.
              { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
              { name: 'shell', tags: ['$initial' as const] },
              // react-vant's context and locale (kept once: they hold state) with tslib, which every screen that
              // needs them needs too: one file instead of two on the home, the order screens, the address form
              // and the settings, and 1.4-1.5 KB less gzip on each (a divider fetches 1.1 KB more for it).
              { name: 'vant-context', test: /node_modules[\\/](tslib|react-vant[\\/]es[\\/](config-provider|locale))[\\/]/ },
              // Rich text with its sanitiser loader and plain-markup reader: one file, not three (each file costs
              // a page several milliseconds of main thread at 4x CPU). Their own dependencies stay where they were.
              { name: 'RichHtml', test: /[\\/]src[\\/]ui[\\/](RichHtml\.tsx|sanitizer\.ts|plain-markup\.ts)$/, includeDependenciesRecursively: false },
              // An operator's page (/active/component-active) with the renderer's page around it, which the
              // catch-all page and the editors' live preview draw too, and the four widgets most operator pages
              // draw: one script and one stylesheet, where they were four files (and eight before the page
              // basics were grouped), each costing a page some 20 ms of main thread at 4x CPU while it starts.
              // A 50-node page came whole 114 ms sooner, a 300-node page 57 ms (paired loads, static host, 30
              // rounds). The live preview fetches the widgets with its code (it waited for them all the same);
              // no system screen fetches this chunk. The modules they share with other screens (rich text's
              // included, in its chunk above) stay where they were.
              { name: 'ComponentPage', test: (id: string) => PAGE_BASICS_MODULES.test(id) || COMPONENT_PAGE_MODULES.test(id), includeDependenciesRecursively: false },
            ],
            // A route needs 2-7 files instead of up to 26 one-kilobyte ones: small code shared by several
            // routes is copied into each. A copy has its own module state, so code that keeps state
            // (the core's session, request client, bridges, registries; react-vant's context and locale)
            // is never copied; noCopiedModuleState fails the build if a copied module of ours keeps state.
            experimentalInlineCommonChunks: { maxSize: 12 * 1024, exclude: STATEFUL_MODULES },
          },
        },
      };
}

export default defineConfig(async ({ command, isSsrBuild }): Promise<UserConfig> => ({
  plugins: [react(), unnamedRouterComponents(), schemaValidators(), noCopiedModuleState(), oneCopyOfEachStyle(), previewOriginsFile(), groupedEntriesFile(), firstReadsScript(), inlineShellStyles(), compileHints(), ...(await devOnlyPlugins(command))],
  resolve: command === 'build' ? { alias: reactRouterProductionBuild() } : {},
  css: {
    postcss: {
      plugins: [
        // The mall is drawn at 375 px wide; 1 rem = 37.5 px. The html rule sets the root size itself.
        // The page editor (/admin/pages, /dev/editor) is a desktop back-office tool, drawn in CSS pixels.
        pxtorem({ rootValue: 37.5, propList: ['*'], selectorBlackList: ['html'], minPixelValue: 2, exclude: /[\\/]features[\\/]page-editor[\\/]/ }),
      ],
    },
  },
  // The server's drawing code (src/entry-server.tsx) carries everything it imports: Node never loads
  // react-vant's CSS or a `?validate` module itself.
  ssr: { noExternal: true },
  // ...and React's production build, whatever NODE_ENV the server runs under.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: {
    target: isSsrBuild ? 'node20' : 'es2019',
    rolldownOptions: isSsrBuild ? {} : appBundleOptions(),
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    // The shell (and the bench's floor page) is one file on purpose; the shell's gzip size is guarded by
    // the budget check.
    chunkSizeWarningLimit: 450,
  },
}));
