import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

interface Timed {
  title: string;
  duration: number;
  timeout: number;
}

const TOP = 10;
/** A test's normal run may take at most this share of its timeout (issue 17): more is a flake waiting. */
const MAX_SHARE = 1 / 3;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Prints the slowest tests with their timeouts at the end of a run, and names every passing test that
 * used more than a third of its limit, so a machine slower than the author's is seen coming.
 */
export default class SlowestTestsReporter implements Reporter {
  private readonly timed: Timed[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status !== 'passed') return;
    const title = `${test.location.file.replace(/^.*\/tests\/e2e\//, '')}:${test.location.line} › ${test.titlePath().slice(3).join(' › ')}`;
    this.timed.push({ title, duration: result.duration, timeout: test.timeout });
  }

  onEnd(_result: FullResult): void {
    if (this.timed.length === 0) return;
    const slowest = [...this.timed].sort((a, b) => b.duration - a.duration).slice(0, TOP);
    console.log(`\n${TOP} slowest tests (time / timeout):`);
    for (const { title, duration, timeout } of slowest) console.log(`  ${seconds(duration).padStart(7)} / ${seconds(timeout).padStart(7)}  ${title}`);
    const tight = this.timed.filter(({ duration, timeout }) => timeout > 0 && duration > timeout * MAX_SHARE);
    for (const { title, duration, timeout } of tight) {
      console.log(`  near its limit: ${title} took ${seconds(duration)} of ${seconds(timeout)}`);
    }
  }
}
