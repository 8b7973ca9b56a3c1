import { describe, expect, it } from 'vitest';
import { withoutAnnotations } from './without-annotations';

describe('withoutAnnotations', () => {
  it('drops documentation keywords at every schema position and keeps what validates', () => {
    const schema = {
      $id: 'x',
      title: 'T',
      description: 'D',
      examples: [{ title: 'kept only inside an example, which goes' }],
      type: 'object',
      required: ['title'],
      properties: {
        title: { type: 'string', description: 'a property called title', enum: ['a', 'b'] },
        description: { anyOf: [{ type: 'integer', title: 'n' }, { type: 'string', $comment: 'c' }] },
        list: { type: 'array', items: { type: 'object', properties: { example: { const: { title: 'a value' } } }, example: {} } },
      },
      if: { properties: { title: { const: 'a' } }, description: 'when' },
      then: { required: ['list'] },
      dependencies: { list: ['title'] },
      default: { title: 'defaults are values' },
    };
    expect(withoutAnnotations(schema)).toEqual({
      $id: 'x',
      type: 'object',
      required: ['title'],
      properties: {
        title: { type: 'string', enum: ['a', 'b'] },
        description: { anyOf: [{ type: 'integer' }, { type: 'string' }] },
        list: { type: 'array', items: { type: 'object', properties: { example: { const: { title: 'a value' } } } } },
      },
      if: { properties: { title: { const: 'a' } } },
      then: { required: ['list'] },
      dependencies: { list: ['title'] },
      default: { title: 'defaults are values' },
    });
  });
});
