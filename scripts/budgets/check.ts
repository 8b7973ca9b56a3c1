// The first-load budget gate, run by `npm run build` after Vite (tsx scripts/budgets/check.ts DIST):
// every route has a budget in budgets.json; the build fails when a route grows past its budget by
// more than the tolerance, appears without one, or has a budget but is no longer measured (a route
// that leaves the measurement must not leave the gate with it). Budgets are raised by editing
// budgets.json with a reason, never by the check.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { firstLoadPerRoute, type FirstLoad } from './first-load.ts';

export interface Budget {
  kb: number;
  reason: string;
  /** A testers' tool that only demo builds (VITE_DEMO_TOOLS=1) have: not missed in other builds. */
  demoOnly?: boolean;
}

interface BudgetsFile {
  tolerance: number;
  routes: Record<string, Budget>;
}

const BUDGETS_FILE = new URL('./budgets.json', import.meta.url);

function readBudgetsFile(): BudgetsFile {
  return JSON.parse(readFileSync(BUDGETS_FILE, 'utf8')) as BudgetsFile;
}

export function readBudgets(): Map<string, Budget> {
  return new Map(Object.entries(readBudgetsFile().routes));
}

/** What is over budget or has none; empty when the build is within its budgets. */
export function budgetProblems(rows: readonly FirstLoad[], budgets: ReadonlyMap<string, Budget>, tolerance: number): string[] {
  const problems: string[] = [];
  for (const { route, firstLoadKb } of rows) {
    const budget = budgets.get(route);
    if (!budget) {
      problems.push(`${route}: ${firstLoadKb} KB and no budget (add one to scripts/budgets/budgets.json, with a reason)`);
    } else if (firstLoadKb > budget.kb * (1 + tolerance)) {
      const over = ((firstLoadKb / budget.kb - 1) * 100).toFixed(1);
      problems.push(`${route}: ${firstLoadKb} KB is ${over}% over its budget of ${budget.kb} KB (${budget.reason})`);
    }
  }
  const measured = new Set(rows.map((row) => row.route));
  for (const [route, budget] of budgets) {
    if (!measured.has(route) && !budget.demoOnly) {
      problems.push(`${route}: has a budget but was not measured in this build (remove the budget if the route is gone, or mark it demoOnly)`);
    }
  }
  return problems;
}

function main(distDir: string): void {
  const { tolerance, routes } = readBudgetsFile();
  const rows = firstLoadPerRoute(distDir);
  const problems = budgetProblems(rows, new Map(Object.entries(routes)), tolerance);
  if (problems.length) {
    console.error(`First-load JS budgets exceeded (${distDir}):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  const largest = rows.reduce((top, row) => (row.firstLoadKb > top.firstLoadKb ? row : top));
  console.log(`First-load JS within budgets: ${rows.length} routes, largest ${largest.route} ${largest.firstLoadKb} KB gzip`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main(process.argv[2] ?? 'dist');
