/**
 * Rebuilds a JSON Schema bottom-up: `visit` sees each schema object (the root and every subschema, at
 * any depth) after its own subschemas were rebuilt. Values that are not schemas (enum, const, default,
 * required, examples) are never visited.
 */
import type { AnySchemaObject } from 'ajv';

/** Keywords whose value is one subschema. */
const ONE_SUBSCHEMA = ['additionalItems', 'additionalProperties', 'contains', 'propertyNames', 'if', 'then', 'else', 'not', 'unevaluatedItems', 'unevaluatedProperties'];
/** Keywords whose value is a list of subschemas. */
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
/** Keywords whose value maps names (of properties, definitions) to subschemas: the names are kept as they are. */
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', 'definitions', '$defs', 'dependentSchemas', 'dependencies'];

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type SchemaNode = Record<string, Json>;

export function isSchemaObject(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function rebuild(schema: Json, visit: (node: SchemaNode) => SchemaNode): Json {
  if (!isSchemaObject(schema)) return schema;
  const sub = (value: Json) => rebuild(value, visit);
  const out: SchemaNode = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (ONE_SUBSCHEMA.includes(keyword)) out[keyword] = sub(value);
    else if (keyword === 'items') out[keyword] = Array.isArray(value) ? value.map(sub) : sub(value);
    else if (SUBSCHEMA_LISTS.includes(keyword) && Array.isArray(value)) out[keyword] = value.map(sub);
    // `dependencies` may also list property names (arrays): rebuild() leaves those as they are.
    else if (SUBSCHEMA_MAPS.includes(keyword) && isSchemaObject(value)) out[keyword] = Object.fromEntries(Object.entries(value).map(([name, item]) => [name, sub(item)]));
    else out[keyword] = value;
  }
  return visit(out);
}

export function mapSchema(schema: AnySchemaObject, visit: (node: SchemaNode) => SchemaNode): AnySchemaObject {
  return rebuild(schema, visit) as AnySchemaObject;
}
