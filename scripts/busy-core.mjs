#!/usr/bin/env node
// Runs a command while a CPU-bound loop keeps one core busy: the 2-core machine CI may land on, made
// slower on purpose, to show which tests lean on timing. Usage: node scripts/busy-core.mjs npm run test:e2e
import { spawn } from 'node:child_process';
import { Worker } from 'node:worker_threads';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/busy-core.mjs <command> [args...]');
  process.exit(2);
}

const spinner = new Worker('for (;;) {}', { eval: true });
const child = spawn(command, args, { stdio: 'inherit' });
child.on('exit', (code, signal) => {
  void spinner.terminate();
  process.exit(code ?? (signal ? 1 : 0));
});
