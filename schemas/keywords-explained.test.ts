import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXPLAINED_KEYWORDS, UNREPORTED_KEYWORDS } from '../src/core/renderer/explain';
import { isSchemaObject, type Json } from './map-schema';
import { projectRoot, schemaFiles } from './schema-set';

/** Keywords that never fail by themselves: annotations, references and places of subschemas. */
const NEVER_FAIL = new Set([
  '$schema', '$id', '$ref', '$comment', 'title', 'description', 'examples', 'example', 'default',
  'properties', 'patternProperties', 'definitions', '$defs', 'items', 'then', 'else',
]);
/** Keywords whose value is one subschema, a list of them, or a map of them. */
const ONE = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'additionalItems'];
const LIST = ['anyOf', 'oneOf', 'allOf', 'items'];
const MAP = ['properties', 'patternProperties', 'definitions', '$defs'];

function keywordsOf(schema: Json, found: Map<string, string>, file: string): void {
  if (!isSchemaObject(schema)) return;
  for (const keyword of Object.keys(schema)) if (!found.has(keyword)) found.set(keyword, file);
  for (const key of ONE) keywordsOf(schema[key] as Json, found, file);
  for (const key of LIST) if (Array.isArray(schema[key])) for (const sub of schema[key]) keywordsOf(sub, found, file);
  for (const key of MAP) if (isSchemaObject(schema[key])) for (const sub of Object.values(schema[key] as Record<string, Json>)) keywordsOf(sub, found, file);
}

describe('every keyword that can fail in our schemas', () => {
  it('has a reason in the operator\'s words (the validators carry no messages of their own)', () => {
    const found = new Map<string, string>();
    for (const file of schemaFiles()) keywordsOf(JSON.parse(readFileSync(join(projectRoot(), file), 'utf8')) as Json, found, file);
    const unexplained = [...found].filter(([keyword]) => !NEVER_FAIL.has(keyword) && !EXPLAINED_KEYWORDS.has(keyword) && !UNREPORTED_KEYWORDS.has(keyword));
    expect(unexplained.map(([keyword, file]) => `${keyword} (${file}): add its reason to src/core/renderer/explain.ts`)).toEqual([]);
    // The walk reaches nested subschemas: keywords used only below the top level are found.
    expect(found.has('pattern') && found.has('if') && found.has('const')).toBe(true);
  });
});
