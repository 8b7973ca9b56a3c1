import { describe, expect, it } from 'vitest';
import { createSchemaSet, SCHEMA_BASE, widgetSchemaId } from './schema-set';
import { withWireValues } from './wire-values';

const ajv = createSchemaSet({ standalone: false });
const validatorOf = (id: string) => {
  const validate = ajv.getSchema(id);
  if (!validate) throw new Error(`no schema ${id}`);
  return validate;
};

describe('props as loose back ends send them (CONTRACT §5)', () => {
  it('reads numeric strings as numbers and 1/0, "1"/"0", "true"/"false" as flags', () => {
    const props: Record<string, unknown> = { interval: ' 3e3 ', loop: '0', ratio: '2.5', items: [{ image: '/a.png', action: { target: 'product', target_id: '1001' } }] };
    expect(validatorOf(widgetSchemaId('banner'))(props)).toBe(true);
    expect(props).toMatchObject({ interval: 3000, loop: false, ratio: 2.5 });
    for (const [sent, read] of [['1', true], [1, true], ['true', true], [0, false], ['false', false]] as const) {
      const divider: Record<string, unknown> = { dashed: sent };
      expect(validatorOf(widgetSchemaId('divider'))(divider)).toBe(true);
      expect(divider.dashed).toBe(read);
    }
  });

  it('reads a choice among numbers as a number, as a back office\'s form stores it', () => {
    const grid: Record<string, unknown> = { columns: '4', items: [{ title: '美妆', image: '/a.png' }] };
    expect(validatorOf(widgetSchemaId('icon-grid'))(grid)).toBe(true);
    expect(grid.columns).toBe(4);
    const products: Record<string, unknown> = { columns: '3', items: [] };
    expect(validatorOf(widgetSchemaId('product-grid'))(products)).toBe(true);
    expect(validatorOf(widgetSchemaId('icon-grid'))({ columns: '6', items: [] })).toBe(false);
  });

  it('still refuses what cannot be read as the type', () => {
    expect(validatorOf(widgetSchemaId('spacer'))({ height: 'tall' })).toBe(false);
    expect(validatorOf(widgetSchemaId('divider'))({ dashed: 'yes' })).toBe(false);
    // Blank text would be 0 to JavaScript's loose comparison: it is refused, not read as a number.
    const blank = { interval: ' ', items: [{ image: '/a.png' }] };
    expect(validatorOf(widgetSchemaId('banner'))(blank)).toBe(false);
    expect(blank.interval).toBe(' ');
    // Numeric text is decimal, as the decoders read it: not hex, not Infinity.
    for (const sent of ['0x10', 'Infinity', '1e999', '12px']) {
      const spacer = { height: sent };
      expect(validatorOf(widgetSchemaId('spacer'))(spacer), sent).toBe(false);
      expect(spacer.height).toBe(sent);
    }
    // Read as a number first, then checked: 0 is below the spacer's minimum.
    expect(validatorOf(widgetSchemaId('spacer'))({ height: '0' })).toBe(false);
  });

  it('reads a node’s style the same way', () => {
    const node = { id: 'n1', type: 'spacer', props: {}, style: { margin: ['8', 12], radius: '4' } };
    expect(validatorOf(`${SCHEMA_BASE}schemas/node.schema.json`)(node)).toBe(true);
    expect(node.style).toEqual({ margin: [8, 12], radius: 4 });
  });

  it('reads numbers as numbers only: a number sent for a text stays a number, and is refused', () => {
    expect(validatorOf(widgetSchemaId('title'))({ text: 12 })).toBe(false);
  });

  it('lists the number and flag properties of every object schema, and arrays of numbers, at any depth', () => {
    const schema = {
      type: 'object',
      properties: {
        loop: { type: 'boolean' },
        title: { type: 'string' },
        margin: { type: 'array', items: { type: 'number' } },
        items: { type: 'array', items: { type: 'object', properties: { hot: { type: 'boolean' }, stock: { type: 'integer' } } } },
      },
    };
    expect(withWireValues(schema)).toEqual({
      ...schema,
      wireValues: { loop: 'flag' },
      properties: {
        ...schema.properties,
        margin: { ...schema.properties.margin, wireItems: 'number' },
        items: { type: 'array', items: { ...schema.properties.items.items, wireValues: { hot: 'flag', stock: 'number' } } },
      },
    });
  });
});
