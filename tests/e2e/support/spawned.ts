import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A port nothing listens on right now (the OS picks it), so a spec's servers never meet the suite's or another run's. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface Spawned {
  /** What it printed, for the failure message of a start that did not come. */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * A server of this project run by node itself (not an npx/tsx wrapper, whose child a kill would miss),
 * ready once `readyUrl` answers. Polls rather than sleeps; gives up when the process ends or `withinMs` passes.
 */
export async function startServer(script: string, args: string[], readyUrl: string, withinMs = 60_000): Promise<Spawned> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const spawned: Spawned = {
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${script} ended before it was ready:\n${output}`);
    try {
      if ((await fetch(readyUrl)).ok) return spawned;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await spawned.stop();
  throw new Error(`${script} was not ready within ${withinMs} ms:\n${output}`);
}
