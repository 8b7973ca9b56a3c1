import { spawn, type ChildProcess } from 'node:child_process';
import { test } from '@playwright/test';

/** A port of its own: the suite's server (4599, --no-wechat-sim) and the editor hosts (4597, 4598) keep theirs. */
const SIM_PORT = 4596;
export const SIM_ORIGIN = `http://127.0.0.1:${SIM_PORT}`;

async function answering(url: string, until: number): Promise<void> {
  while (Date.now() < until) {
    if (await fetch(url).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the WeChat stand-in's server did not answer ${url}`);
}

/**
 * `npm start`'s server: the same build with the WeChat stand-in on (its default with --serve), for the
 * tests of the enclosing describe block, which reach it through `SIM_ORIGIN`. Its own data directory
 * and test hooks, so the suite's fixtures (a fresh request log) work there too.
 */
export function serveWithWechatStandIn(): void {
  let server: ChildProcess | undefined;
  test.beforeAll(async () => {
    server = spawn(
      process.execPath,
      ['--import', 'tsx', 'server/cli.ts', '--serve', 'dist', '--port', String(SIM_PORT), '--host', '127.0.0.1', '--data-dir', '.data/e2e-sim', '--reset', '--test-hooks', '--quiet'],
      { stdio: 'ignore' },
    );
    await answering(`${SIM_ORIGIN}/mall/portal`, Date.now() + 30_000);
  });
  test.afterAll(async () => {
    if (!server || server.exitCode !== null) return;
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  });
}
