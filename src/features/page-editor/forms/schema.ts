import actionSchema from '../../../../schemas/action.schema.json';

/** The part of JSON Schema (draft-07) the widget, node and page schemas use, as the forms read it. */
export interface FieldSchema {
  $id?: string;
  $ref?: string;
  title?: string;
  description?: string;
  type?: string | string[];
  enum?: readonly unknown[];
  anyOf?: readonly FieldSchema[];
  properties?: Readonly<Record<string, FieldSchema | boolean>>;
  required?: readonly string[];
  items?: FieldSchema;
  default?: unknown;
  examples?: readonly unknown[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  maxLength?: number;
}

export const ACTION_SCHEMA_ID: string = actionSchema.$id;

/** A schema file as the forms read it: its JSON import's literal type is narrower than FieldSchema says. */
export const asFieldSchema = (json: object): FieldSchema => json;

export type FieldKind =
  | 'action'
  | 'enum'
  | 'colour'
  | 'time'
  | 'picture'
  | 'text'
  | 'number'
  | 'boolean'
  | 'number-or-text'
  | 'choices'
  | 'list'
  | 'group'
  | 'json';

const typesOf = (schema: FieldSchema): string[] => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

/** Property names that hold a picture's address (the forms show a preview; the lint tries to load it). */
export const PICTURE_NAME = /(^|_)(image|img|pic|picture|icon|cover|poster|avatar|bg_img)s?$/i;

/** Which field edits a value of this schema; `name` is the property's name (pictures are named so). */
export function fieldKind(schema: FieldSchema, name: string): FieldKind {
  if (schema.$ref === ACTION_SCHEMA_ID) return 'action';
  if (schema.enum) return 'enum';
  const types = typesOf(schema);
  if (schema.anyOf && schema.anyOf.every((branch) => typesOf(branch).some((type) => ['string', 'number', 'integer'].includes(type)))) {
    return 'number-or-text';
  }
  if (types.length === 2 && types.includes('string') && (types.includes('number') || types.includes('integer'))) return 'number-or-text';
  if (types.length !== 1) return 'json';
  const pattern = schema.pattern ?? '';
  switch (types[0]) {
    case 'string':
      if (pattern.includes('#') && pattern.includes('0-9a-fA-F')) return 'colour';
      if (pattern.includes('\\d{4}-\\d{2}-\\d{2}T') || /(^|_)(at|from|to|start|end|time)$/.test(name) && pattern.includes('\\d{4}')) return 'time';
      if (PICTURE_NAME.test(name) || /[Ii]\]\[[Mm]\]\[[Aa]\]\[[Gg]\]\[[Ee]/.test(pattern)) return 'picture';
      return 'text';
    case 'number':
    case 'integer':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'array':
      return schema.items?.enum ? 'choices' : 'list';
    case 'object':
      return schema.properties ? 'group' : 'json';
    default:
      return 'json';
  }
}

/** The schema of a property, or null for `true` (anything goes) and missing ones. */
export function propertySchema(schema: FieldSchema, key: string): FieldSchema | null {
  const property = schema.properties?.[key];
  return typeof property === 'object' ? property : null;
}

/** What a new list item starts as: the schema's first example, its default, or an empty value of its type. */
export function newValueFor(schema: FieldSchema | undefined): unknown {
  if (!schema) return '';
  if (schema.examples?.length) return structuredClone(schema.examples[0]);
  if (schema.default !== undefined) return structuredClone(schema.default);
  const [type] = typesOf(schema);
  if (type === 'number' || type === 'integer') return schema.minimum ?? 0;
  if (type === 'boolean') return false;
  if (type === 'array') return [];
  if (type === 'object') return {};
  return '';
}
