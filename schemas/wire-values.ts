/**
 * CONTRACT §5: a number or price may arrive as a numeric string, a flag as `1`/`0`, `"1"`/`"0"` or
 * `"true"`/`"false"`. Each object schema lists its number and flag properties under `wireValues`, and
 * each array schema of numbers says so with `wireItems`: keywords that read such a value as its type
 * before the properties or items are checked (what cannot be read so is left for the checks to refuse).
 * Only these two readings: Ajv's `coerceTypes` would also turn numbers into strings, and its code, at
 * every typed place of every schema, would cost each widget's chunk. Code is generated for the keywords
 * like for Ajv's own: the standalone validators need no runtime helper.
 */
import { _, type AnySchemaObject, type Code, type KeywordCxt, type KeywordDefinition, type Name } from 'ajv';
import { usePattern } from 'ajv/dist/vocabularies/code';
import { isSchemaObject, mapSchema, type Json } from './map-schema.ts';

type WireKind = 'number' | 'flag';

/**
 * Numeric text as the decoders read it (src/api/decode/read.ts): decimal digits, a sign, a point, an
 * exponent. Not blank text (" " == 0 in JavaScript), hex ("0x10") or "Infinity", which `+value` would
 * all read as numbers; those are left for the type check to refuse.
 */
const DECIMAL_TEXT = '^\\s*[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?\\s*$';

/** Reads the value at `place` as its kind, in place. */
function readAs(cxt: KeywordCxt, place: Code, kind: WireKind): void {
  const { gen } = cxt;
  if (kind === 'number') {
    const decimal = usePattern(cxt, DECIMAL_TEXT);
    gen.if(_`typeof ${place} == "string" && ${decimal}.test(${place}) && isFinite(${place})`, () => gen.assign(place, _`+${place}`));
    return;
  }
  gen.if(_`${place} === "1" || ${place} === 1 || ${place} === "true"`, () => gen.assign(place, true));
  gen.if(_`${place} === "0" || ${place} === 0 || ${place} === "false"`, () => gen.assign(place, false));
}

export const wireValuesKeyword: KeywordDefinition = {
  keyword: 'wireValues',
  type: 'object',
  schemaType: 'object',
  modifying: true,
  before: 'properties',
  code(cxt: KeywordCxt) {
    for (const [name, kind] of Object.entries(cxt.schema as Record<string, WireKind>)) readAs(cxt, _`${cxt.data}[${name}]`, kind);
  },
};

export const wireItemsKeyword: KeywordDefinition = {
  keyword: 'wireItems',
  type: 'array',
  schemaType: 'string',
  modifying: true,
  before: 'items',
  code(cxt: KeywordCxt) {
    const { gen, data } = cxt;
    gen.forRange('i', 0, _`${data}.length`, (index: Name) => readAs(cxt, _`${data}[${index}]`, cxt.schema as WireKind));
  },
};

function kindOf(schema: Json | undefined): WireKind | null {
  if (!isSchemaObject(schema)) return null;
  if (schema.type === 'number' || schema.type === 'integer') return 'number';
  if (schema.type === 'boolean') return 'flag';
  // A choice among numbers or flags without a `type` (`"enum": [4, 5]`) is read as its values' kind.
  const { enum: choices } = schema;
  if (schema.type !== undefined || !Array.isArray(choices) || choices.length === 0) return null;
  if (choices.every((choice) => typeof choice === 'number')) return 'number';
  return choices.every((choice) => typeof choice === 'boolean') ? 'flag' : null;
}

/** `schema` with `wireValues` on each object schema with number or flag properties, `wireItems` on each array of them. */
export function withWireValues(schema: AnySchemaObject): AnySchemaObject {
  return mapSchema(schema, (node) => {
    const { properties, items } = node;
    const out = { ...node };
    if (isSchemaObject(properties)) {
      const kinds = Object.entries(properties).flatMap(([name, sub]) => {
        const kind = kindOf(sub);
        return kind ? [[name, kind] as const] : [];
      });
      if (kinds.length) out.wireValues = Object.fromEntries(kinds);
    }
    const itemKind = Array.isArray(items) ? null : kindOf(items);
    if (itemKind) out.wireItems = itemKind;
    return out;
  });
}
