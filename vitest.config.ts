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
    setupFiles: ['tests/setup/dom.ts'],
    server: { deps: { inline: ['react-vant'] } },
  },
});
