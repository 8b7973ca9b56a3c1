/**
 * A schema without its documentation keywords, for the validators built into the app: Ajv's
 * standalone code keeps the whole schema beside the validator (it reads `enum` lists from it), so
 * every title, description and example would otherwise ride in each widget's chunk. The back office
 * and `schema:check` read the schema files themselves, with everything in them.
 */
import type { AnySchemaObject } from 'ajv';

const ANNOTATIONS = new Set(['title', 'description', 'examples', 'example', '$comment']);

/** Keywords whose value is one subschema. */
const ONE_SUBSCHEMA = ['additionalItems', 'additionalProperties', 'contains', 'propertyNames', 'if', 'then', 'else', 'not', 'unevaluatedItems', 'unevaluatedProperties'];
/** Keywords whose value is a list of subschemas. */
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
/** Keywords whose value maps names (of properties, definitions) to subschemas: the names are kept as they are. */
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', 'definitions', '$defs', 'dependentSchemas', 'dependencies'];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isObject(value: unknown): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function strip(schema: Json): Json {
  if (!isObject(schema)) return schema;
  const out: Record<string, Json> = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(keyword)) continue;
    if (ONE_SUBSCHEMA.includes(keyword)) out[keyword] = strip(value);
    else if (keyword === 'items') out[keyword] = Array.isArray(value) ? value.map(strip) : strip(value);
    else if (SUBSCHEMA_LISTS.includes(keyword) && Array.isArray(value)) out[keyword] = value.map(strip);
    // `dependencies` may also list property names (arrays): those are kept untouched by strip().
    else if (SUBSCHEMA_MAPS.includes(keyword) && isObject(value)) out[keyword] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, strip(sub)]));
    // enum, const, default, required, ...: values, never schemas.
    else out[keyword] = value;
  }
  return out;
}

export function withoutAnnotations(schema: AnySchemaObject): AnySchemaObject {
  return strip(schema as Json) as AnySchemaObject;
}
