import { describe, expect, it } from 'vitest';
import { budgetProblems, readBudgets, type Budget } from './check.ts';

const budgets = new Map<string, Budget>([['/mall/portal', { kb: 150, reason: 'target' }]]);

describe('first-load budgets', () => {
  it('lets a route grow up to the tolerance past its budget', () => {
    expect(budgetProblems([{ route: '/mall/portal', chunk: 'x', firstLoadKb: 165 }], budgets, 0.1)).toEqual([]);
  });

  it('fails a route more than the tolerance over its budget, naming the budget and its reason', () => {
    expect(budgetProblems([{ route: '/mall/portal', chunk: 'x', firstLoadKb: 165.1 }], budgets, 0.1)).toEqual([
      '/mall/portal: 165.1 KB is 10.1% over its budget of 150 KB (target)',
    ]);
  });

  it('fails a route that has no budget, so a new screen gets one on purpose', () => {
    const rows = [
      { route: '/mall/portal', chunk: 'x', firstLoadKb: 150 },
      { route: '/mall/new', chunk: 'x', firstLoadKb: 1 },
    ];
    expect(budgetProblems(rows, budgets, 0.1)).toEqual([
      '/mall/new: 1 KB and no budget (add one to scripts/budgets/budgets.json, with a reason)',
    ]);
  });

  it('fails a budget whose route the build no longer measures, unless only demo builds have that route', () => {
    const withTools = new Map([...budgets, ['dev-tools/FixtureGallery.tsx', { kb: 90, reason: 'tool', demoOnly: true }]]);
    expect(budgetProblems([], withTools, 0.1)).toEqual([
      '/mall/portal: has a budget but was not measured in this build (remove the budget if the route is gone, or mark it demoOnly)',
    ]);
  });

  it('keeps the home within 125 KB and a component page within 110 KB (issue 19), each budget with a reason', () => {
    const file = readBudgets();
    expect(file.get('/mall/portal')?.kb).toBeLessThanOrEqual(125);
    expect(file.get('component-page/ComponentActivePage.tsx')?.kb).toBeLessThanOrEqual(110);
    for (const [route, budget] of file) expect(budget.reason, route).not.toBe('');
  });
});
