import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Type-checked linting builds the TypeScript program first: seconds on a slow machine.
const LINT_TIMEOUT_MS = 120_000;
// With CI=true typescript-eslint would read each file once from disk ("single run"), never the text given here.
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: { languageOptions: { parserOptions: { disallowAutomaticSingleRunInference: true } } } });

/** Lints `file` as if `line` were its first line, with the project's own config. */
async function lintWithImport(file: string, line: string) {
  const [result] = await eslint.lintText(`${line}\n${readFileSync(file, 'utf8')}`, { filePath: file });
  return (result?.messages ?? []).filter((message) => message.line === 1).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('the layers (README, "Architecture map")', { timeout: LINT_TIMEOUT_MS }, () => {
  it('refuse an import from the core into a widget, naming the rule and the reason', async () => {
    const found = await lintWithImport('src/core/when-idle.ts', "export { BannerWidget } from '../../widgets/banner/widget';");
    expect(found).toEqual([expect.stringMatching(/^no-restricted-imports: .*the core knows no call, screen, page or widget/)]);
  });

  it('refuse an import from one feature into another', async () => {
    const found = await lintWithImport('src/features/scan/ScanCountdown.tsx', "export { AppOnlyPage } from '../platform/AppOnlyPage';");
    expect(found).toEqual([expect.stringMatching(/^no-restricted-imports: .*a feature imports no other feature/)]);
  });

  it("refuse react-router's Link in a screen, pointing to AppLink", async () => {
    const found = await lintWithImport('src/features/platform/NotFoundPage.tsx', "export { NavLink } from 'react-router-dom';");
    expect(found).toEqual([expect.stringMatching(/^no-restricted-imports: .*link through src\/ui\/AppLink\.tsx/)]);
  });

  it('let a widget import the core', async () => {
    expect(await lintWithImport('widgets/spacer/widget.tsx', "export { whenIdle } from '../../src/core/when-idle';")).toEqual([]);
  });

  it('keep the contract lowest: it imports no other part of the client', async () => {
    const found = await lintWithImport('src/contract/common.ts', "export { http } from '../core/request';");
    expect(found).toEqual([expect.stringMatching(/^no-restricted-imports: .*the contract is the lowest layer/)]);
  });
});

describe('the server rule (README, "Architecture map")', { timeout: LINT_TIMEOUT_MS }, () => {
  it('refuse a server import of client code outside src/contract, naming the rule', async () => {
    const found = await lintWithImport('server/envelope.ts', "export { readEnvelope } from '../src/core/request/envelope.ts';");
    expect(found).toEqual([expect.stringMatching(/^no-restricted-imports: .*the server reaches the client only through src\/contract/)]);
  });

  it('refuse the front a client file it is not allowed', async () => {
    const found = await lintWithImport('server/front/reads.ts', "export { http } from '../../src/core/request/index.ts';");
    expect(found).toEqual([expect.stringMatching(/^no-restricted-imports: .*the server rule/)]);
  });

  it('let the server import the contract, and the front the files listed for it', async () => {
    expect(await lintWithImport('server/envelope.ts', "export { SUCCESS_CODES } from '../src/contract/envelope-codes.ts';")).toEqual([]);
    expect(await lintWithImport('server/front/reads.ts', "export { firstReadsFor } from '../../src/app/first-reads.ts';")).toEqual([]);
  });

  it('refuse client code an import of the server', async () => {
    const found = await lintWithImport('src/app/first-reads.ts', "export { CODE } from '../../server/envelope.ts';");
    expect(found).toEqual([expect.stringMatching(/^no-restricted-imports: .*the client never imports the server/)]);
  });
});
