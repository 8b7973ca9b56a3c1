import { describe, expect, it } from 'vitest';
import { OPERATOR_WIDGETS } from '../../../../widgets';
import { SYSTEM_WIDGETS } from '../../../../widgets/system';
import { registerWidgets } from '../../../core/renderer';
import { createDocumentChecker } from './node-problems';
import { paletteGroups, widgetCatalogue } from './widget-catalogue';

// As the app does at start-up (src/app/bootstrap.ts): the catalogue lists what is registered.
registerWidgets(OPERATOR_WIDGETS);
registerWidgets(SYSTEM_WIDGETS);

describe('the widget catalogue', () => {
  it('offers every registered widget with its schema, starting props that pass its own validator', () => {
    expect(widgetCatalogue().map((entry) => entry.type).sort()).toEqual(Object.keys(OPERATOR_WIDGETS).sort());
    for (const entry of widgetCatalogue()) {
      expect(entry.title, entry.type).not.toBe('');
      expect(entry.validate(entry.startingProps), entry.type).toBe(true);
    }
    expect(paletteGroups().flatMap(({ widgets }) => widgets)).toHaveLength(widgetCatalogue().length);
  });

  it('finds the problems preview shows, at their paths', () => {
    const problems = createDocumentChecker()({
      schema_version: 1,
      id: 1,
      nodes: [
        { id: 'a', type: 'banner', props: { items: [{ image: 'javascript:1' }] } },
        { id: 'b', type: 'nope', props: {} },
        { id: 'c', type: 'container', props: {}, children: [{ id: 'd', type: 'spacer', style: { bg_color: 'red' } }] },
      ],
    });
    expect(problems).toEqual([
      { path: 'nodes[0].props.items[0].image', reason: '链接只支持 http/https 或站内路径' },
      { path: 'nodes[1].type', reason: '未知的组件类型 "nope"' },
      { path: 'nodes[2].children[0].style.bg_color', reason: '颜色格式应为 #rgb、#rrggbb 或 #rrggbbaa' },
    ]);
  });

  it('checks what is not a node object as preview does, without failing', () => {
    const problems = createDocumentChecker()({ schema_version: 1, id: 1, nodes: [null, 'x'] } as never);
    expect(problems.map((problem) => problem.path)).toEqual(['nodes[0]', 'nodes[1]']);
  });
});
