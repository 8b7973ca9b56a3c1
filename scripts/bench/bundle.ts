// First-load JavaScript per route of the production build (see scripts/budgets/first-load.ts).
// Writes bench/results/bundle.json with each route's budget beside it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { readBudgets } from '../budgets/check.ts';
import { firstLoadPerRoute } from '../budgets/first-load.ts';

const rows = firstLoadPerRoute(process.argv[2] ?? 'dist');
const budgets = readBudgets();
const result = {
  measuredAt: new Date().toISOString(),
  unit: 'KB gzip',
  firstLoadJs: rows.map((row) => ({ ...row, budgetKb: budgets.get(row.route)?.kb ?? null })),
};
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/bundle.json', `${JSON.stringify(result, null, 2)}\n`);
console.table(result.firstLoadJs.map(({ route, firstLoadKb, budgetKb }) => ({ route, 'first-load JS (KB gzip)': firstLoadKb, budget: budgetKb })));
