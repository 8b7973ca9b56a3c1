import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { schemaValidators } from './schemas/validator-plugin.ts';

export default defineConfig({
  plugins: [schemaValidators()],
  resolve: {
    // react-vant's package entry is CommonJS that trips Node's ESM loader; its ES build works.
    alias: [{ find: /^react-vant$/, replacement: 'react-vant/es/index.js' }],
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'schemas/**/*.test.ts'],
    environment: 'node',
    // Above asyncUtilTimeout (tests/setup/dom.ts), so a slow wait fails with its own message.
    testTimeout: 20_000,
    // A worker per core: Vitest's default leaves one core to its mostly idle main process, which is one
    // worker on a 2-core CI machine (the suite 281 s with one worker, 170 s with two).
    maxWorkers: availableParallelism(),
    setupFiles: ['tests/setup/dom.ts'],
    server: { deps: { inline: ['react-vant'] } },
  },
});
