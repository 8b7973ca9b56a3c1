/**
 * A schema without its documentation keywords, for the validators built into the app: Ajv's
 * standalone code keeps the whole schema beside the validator (it reads `enum` lists from it), so
 * every title, description and example would otherwise ride in each widget's chunk. The back office
 * and `schema:check` read the schema files themselves, with everything in them.
 */
import type { AnySchemaObject } from 'ajv';
import { mapSchema } from './map-schema.ts';

const ANNOTATIONS = new Set(['title', 'description', 'examples', 'example', '$comment']);

export function withoutAnnotations(schema: AnySchemaObject): AnySchemaObject {
  return mapSchema(schema, (node) => Object.fromEntries(Object.entries(node).filter(([keyword]) => !ANNOTATIONS.has(keyword))));
}
