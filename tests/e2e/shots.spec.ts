import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { PNG } from 'pngjs';

/** `npm run fixtures:shots -- <args>` against the suite's own server; its exit code and everything it printed. */
function runShots(baseURL: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'scripts/fixtures/shots.ts', '--base-url', baseURL, ...args], (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, output: `${stdout}${stderr}` });
    });
  });
}

/** One row of a PNG painted a colour no page uses. */
function paintRow(file: string, y: number): void {
  const image = PNG.sync.read(readFileSync(file));
  for (let x = 0; x < image.width; x += 1) image.data.set([255, 0, 255, 255], (y * image.width + x) * 4);
  writeFileSync(file, PNG.sync.write(image));
}

test('visual checks: pictures taken twice are the same, and a changed one fails the run and is in the report', async ({ baseURL }) => {
  // Three runs of three pictures (103, 103 in preview, draft-only 115), each run starting its own browser:
  // 70 s on the shared 2-core machine, 81 s with a core kept busy; the limit is over three times that.
  test.setTimeout(270_000);
  const dir = mkdtempSync(join(tmpdir(), 'shots-e2e-'));
  const baselines = join(dir, 'baselines');
  const report = join(dir, 'report');
  const args = ['--only', '103,115', '--baseline-dir', baselines, '--report-dir', report];
  try {
    const update = await runShots(baseURL!, [...args, '--update']);
    expect(update.code, update.output).toBe(0);
    for (const name of ['103', '103.preview', '115.preview']) expect(existsSync(join(baselines, `${name}.png`)), name).toBe(true);

    const again = await runShots(baseURL!, args);
    expect(again.code, again.output).toBe(0);
    expect(again.output).toContain('all 3 unchanged');

    paintRow(join(baselines, '115.preview.png'), 200);
    const changed = await runShots(baseURL!, args);
    expect(changed.code, changed.output).toBe(1);
    expect(changed.output).toMatch(/^ {2}115\.preview: \d+ pixels differ$/m);
    expect(changed.output).not.toMatch(/^ {2}103(\.preview)?:/m);
    expect(changed.output).toContain(join('report', 'index.html'));
    const html = readFileSync(join(report, 'index.html'), 'utf8');
    expect(html).toContain('1 of 3 changed');
    for (const file of ['115.preview.baseline.png', '115.preview.new.png', '115.preview.diff.png']) {
      expect(html).toContain(`src="${file}"`);
      expect(existsSync(join(report, file)), file).toBe(true);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
