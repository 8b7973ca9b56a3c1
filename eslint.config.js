// The house rules a machine checks (README, "Lint"): typescript-eslint's type-checked rules, the rules
// of hooks, and the layers of the architecture map: what each part of the code may import.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Tests may reach across layers (a widget in a renderer test, the server's double in a decoder's) and use test libraries' `any`. */
const TESTS = ['**/*.test.ts', '**/*.test.tsx', 'tests/**', 'server/test/**', 'widgets/test-utils.tsx', 'widgets/test-addresses.ts'];

const LAYERS_MESSAGE = '(README, "Architecture map": layers).';

/** A relative import that reaches into a layer: a path segment of that name (`../../api/call`). */
const intoLayer = (layer, why) => ({ regex: `^\\.\\.?/(.*/)?${layer}(/|$)`, message: `${why} ${LAYERS_MESSAGE}` });

/** What the files of each layer may not import, and why. */
const LAYERS = [
  {
    files: ['src/contract/**'],
    banned: ['core', 'api', 'ui', 'mall', 'features', 'app', 'widgets', 'server'],
    why: 'the contract is the lowest layer: client and server agree through it, so it imports neither',
  },
  { files: ['src/app/**', 'src/*.{ts,tsx}'], banned: ['server'], why: 'the client never imports the server: what both need is in src/contract' },
  { files: ['src/core/**'], banned: ['api', 'ui', 'mall', 'features', 'app', 'widgets', 'server'], why: 'the core knows no call, screen, page or widget' },
  { files: ['src/api/**'], banned: ['ui', 'mall', 'features', 'app', 'widgets', 'server'], why: 'the calls know no screen' },
  { files: ['src/ui/**'], banned: ['api', 'mall', 'features', 'app', 'widgets', 'server'], why: 'shared pieces take data; they do not call' },
  { files: ['src/mall/**'], banned: ['features', 'app', 'widgets', 'server'], why: 'mall knowledge is shared by screens; it is not one' },
  { files: ['widgets/**'], banned: ['features', 'app', 'server'], why: 'a widget depends on the core and the shared parts, never on the app or a feature' },
];

const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A feature reaches widgets through the registry, and imports no other feature: what two share belongs lower. */
const FEATURE_LAYERS = FEATURES.map((feature) => ({
  files: [`src/features/${feature}/**`],
  patterns: [
    ...['app', 'widgets', 'server'].map((layer) => intoLayer(layer, 'a feature is reached by the app, and reaches widgets through the registry')),
    {
      regex: `^(\\.\\./)+(features/)?(${FEATURES.filter((other) => other !== feature).join('|')})(/|$)`,
      message: `a feature imports no other feature: what two share belongs to the core, ui or mall ${LAYERS_MESSAGE}`,
    },
  ],
}));

const SERVER_MESSAGE = 'the server reaches the client only through src/contract (README, "Architecture map": the server rule).';

/** A server import of client code (src/, widgets/) outside src/contract and the files allowed. */
const clientImport = (allowed = []) => ({
  regex: `^(\\.\\./)+(widgets/|src/(?!contract/${allowed.map((file) => `|${file.replaceAll('.', '\\.')}$`).join('')}))`,
  message: SERVER_MESSAGE,
});

/**
 * The server (the double and the front) agrees with the client through src/contract only. What the front
 * needs of the client to draw is listed file by file, each with why.
 */
const SERVER_LAYERS = [
  { files: ['server/**'], patterns: [clientImport()] },
  {
    files: ['server/front/**'],
    patterns: [
      clientImport([
        // Each screen's first reads: one table for the client that sends them and the front that answers them in the page.
        'app/first-reads.ts',
        // The route hints file's format and reader: the build writes it, the client and the front read it.
        'app/route-hints.ts',
        // The live preview's editor origins, read from the build as the runtime reads them, for frame-ancestors.
        'core/live-preview/messages.ts',
      ]),
    ],
  },
];

/**
 * react-router's own links are left out of the build (scripts/build/unnamed-router-components.ts): a
 * shopper's page would carry them, with Link's prefetching and Form's submission code, once drawn anywhere.
 */
const ROUTER_LINKS = ['react-router-dom', 'react-router'].map((name) => ({
  name,
  importNames: ['Link', 'NavLink', 'Form'],
  message: 'link through src/ui/AppLink.tsx: react-router\'s Link, NavLink and Form are kept out of every page (4 KB gzip; README, "What was kept").',
}));

const layerRules = [
  ...LAYERS.map(({ files, banned, why }) => ({ files, patterns: banned.map((layer) => intoLayer(layer, why)) })),
  ...FEATURE_LAYERS,
  ...SERVER_LAYERS,
].map(({ files, patterns }) => ({ files, ignores: TESTS, rules: { 'no-restricted-imports': ['error', { paths: ROUTER_LINKS, patterns }] } }));

export default tseslint.config(
  // Generated or local files are never the house's code: builds, test and coverage reports, Vite's
  // temporary config bundles, scratch space: none of them may make `npm run lint` fail.
  {
    ignores: [
      'dist/', 'node_modules/', '.data/', 'test-results/', 'playwright-report/', 'blob-report/', 'coverage/', 'bench/tmp/',
      '.scratch/', 'fixtures/', 'public/', '**/*.timestamp-*.mjs',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      // TypeScript's project service finds each file's own tsconfig (app or node) through tsconfig.json's
      // references: one service instead of two whole programs (2.2 -> 1.9 GB resident on this machine;
      // the run took 60-80 s against 74 s).
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // Callbacks typed as properties, not methods: a method type says `this` matters, and
      // unbound-method would then flag every destructured callback prop.
      '@typescript-eslint/method-signature-style': ['error', 'property'],
      // A failure caught as `unknown` is passed on as it came.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingAny: true, allowThrowingUnknown: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: TESTS,
    rules: {
      // A fake answers the way the async function it stands in for does, await or not.
      '@typescript-eslint/require-await': 'off',
      // expect.any(), asymmetric matchers and page.evaluate() are typed `any` by the test libraries.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  { files: ['**/*.js', '**/*.mjs'], extends: [tseslint.configs.disableTypeChecked] },
  {
    files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The rules of hooks. Not the React Compiler's rules (refs, set-state-in-effect…): they describe code
    // the compiler can optimise, and this app runs React 18 without it.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  ...layerRules,
);
