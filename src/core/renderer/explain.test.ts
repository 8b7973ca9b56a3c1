import { describe, expect, it } from 'vitest';
import validateProductFeed from '../../../widgets/product-feed/props.schema.json?validate';
import { explainErrors, joinPath } from './explain';

describe('problem paths and reasons', () => {
  it('writes JSON pointers as node paths', () => {
    expect(joinPath('nodes[3].children[0].props', '/items/2/image')).toBe('nodes[3].children[0].props.items[2].image');
    expect(joinPath('nodes[0]', '')).toBe('nodes[0]');
  });

  it('gives one plain reason per place, folding anyOf branches', () => {
    const problems = explainErrors(
      [
        { instancePath: '/items/2', keyword: 'required', params: { missingProperty: 'image' } },
        { instancePath: '/columns', keyword: 'enum', params: { allowedValues: [1, 2, 3] } },
        { instancePath: '/action/target', keyword: 'enum', params: { allowedValues: ['product'] } },
        { instancePath: '/action/target', keyword: 'pattern', params: { pattern: '^https?://' } },
        { instancePath: '/to', keyword: 'pattern', params: { pattern: '^\\d{4}-\\d{2}' } },
        { instancePath: '/action/target', keyword: 'anyOf', params: {} },
      ],
      'nodes[1].props',
    );
    expect(problems).toEqual([
      { path: 'nodes[1].props.items[2].image', reason: '缺少必填项' },
      { path: 'nodes[1].props.columns', reason: '取值只能是 1、2、3' },
      { path: 'nodes[1].props.to', reason: '时间格式应为 ISO 8601，例如 2026-11-01T00:00:00+08:00' },
      { path: 'nodes[1].props.action.target', reason: '不符合任何一种允许的写法' },
    ]);
  });

  it('says what a failed if/then asks for, in the operator\'s words, from a generated validator', () => {
    expect(validateProductFeed({ source: 'category', columns: 2 })).toBe(false);
    // Generated without Ajv's English messages: every reason is ours.
    expect(validateProductFeed.errors?.every((error) => error.message === undefined)).toBe(true);
    expect(explainErrors(validateProductFeed.errors, 'nodes[0].props')).toEqual([{ path: 'nodes[0].props.top_cid', reason: '缺少必填项' }]);
  });
});
