import { beforeAll, describe, expect, it } from 'vitest';
import { defineWidget } from './define';
import { loadWidgetsFor, registerWidgets } from './index';
import { createProblemCollector } from './problems';

let propsChecks = 0;
const label = defineWidget<{ text: string }>({
  type: 'test-label',
  validate: Object.assign(
    (props: unknown) => {
      propsChecks += 1;
      return typeof (props as { text?: unknown }).text === 'string';
    },
    { errors: [{ instancePath: '', keyword: 'required', params: { missingProperty: 'text' } }] },
  ),
  component: () => null,
});

describe('the problems preview reports to an editor', () => {
  beforeAll(async () => {
    registerWidgets({ 'test-label': () => Promise.resolve({ default: label }) });
    await loadWidgetsFor([{ id: 'a', type: 'test-label', props: {} }]);
  });

  it('lists every broken node with its path, children of broken nodes too', () => {
    const collect = createProblemCollector();
    const problems = collect([
      { id: 'ok', type: 'test-label', props: { text: 'hi' } },
      { id: 'box', type: 'test-label', props: {}, children: [{ id: 'inner', type: 'lottery', props: {} }] },
    ]);
    expect(problems.map((problem) => problem.path)).toEqual(['nodes[1].props.text', 'nodes[1].children[0].type']);
  });

  it('checks a node object once per place, so an editor’s unchanged nodes cost nothing', () => {
    const collect = createProblemCollector();
    const kept = { id: 'kept', type: 'test-label', props: { text: 'same' } };
    collect([kept]);
    const before = propsChecks;
    collect([kept, { id: 'new', type: 'test-label', props: { text: 'new' } }]);
    expect(propsChecks - before).toBe(1);
    // Moved to another place, its problems carry another path: checked again.
    expect(collect([{ id: 'x', type: 'test-label', props: {} }, kept])).toEqual([expect.objectContaining({ path: 'nodes[0].props.text' })]);
  });
});
