/**
 * Every JSON Schema of the project in one Ajv instance: the page-document schemas in `schemas/`
 * and each widget's `props.schema.json`. Used at build time only (validator generation and
 * `npm run schema:check`); the app itself never compiles a schema.
 */
import Ajv, { type AnySchemaObject } from 'ajv';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { withoutAnnotations } from './without-annotations.ts';
import { wireItemsKeyword, wireValuesKeyword, withWireValues } from './wire-values.ts';

export const SCHEMA_BASE = 'https://h5-runtime.example-mall.test/';

export function projectRoot(): string {
  return resolve(import.meta.dirname, '..');
}

/** Every schema file, as paths relative to the project root. */
export function schemaFiles(root: string = projectRoot()): string[] {
  const own = readdirSync(join(root, 'schemas'))
    .filter((name) => name.endsWith('.schema.json'))
    .map((name) => `schemas/${name}`);
  return [...own, ...widgetFolders(root, 'widgets'), ...widgetFolders(root, 'widgets/system')];
}

/** `widgets/<type>/` holds an operator widget, `widgets/system/<name>/` the system widget `system:<name>`. */
function widgetFolders(root: string, folder: string): string[] {
  const dir = join(root, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'props.schema.json')))
    .map((entry) => `${folder}/${entry.name}/props.schema.json`);
}

/** The widget type whose props a schema file describes, or null for the document schemas. */
export function widgetTypeOf(file: string): string | null {
  const system = /^widgets\/system\/([^/]+)\/props\.schema\.json$/.exec(file)?.[1];
  if (system) return `system:${system}`;
  return /^widgets\/([^/]+)\/props\.schema\.json$/.exec(file)?.[1] ?? null;
}

/** The `$id` of a widget type's props schema. */
export function widgetSchemaId(type: string): string {
  const system = /^system:(.+)$/.exec(type)?.[1];
  return `${SCHEMA_BASE}widgets/${system ? `system/${system}` : type}/props.schema.json`;
}

/** The `$id` a schema file must carry: its path under the shared base. */
export function schemaId(file: string, root: string = projectRoot()): string {
  return SCHEMA_BASE + relative(root, resolve(root, file)).split('\\').join('/');
}

export function createSchemaSet(options: { standalone: boolean; root?: string }): Ajv {
  const root = options.root ?? projectRoot();
  const ajv = new Ajv({
    allErrors: true,
    strict: true,
    // Ids arrive as strings or numbers ("1001" and 1001): a union type says so plainly.
    allowUnionTypes: true,
    // Documentation keywords the back-office editor reads (Ajv itself ignores them), and the keywords
    // that read numbers and flags as loose back ends send them (CONTRACT §5, wire-values.ts).
    keywords: ['example', wireValuesKeyword, wireItemsKeyword],
    // The app's validators carry no English messages (0.3-0.9 KB gzip per route): the renderer says every
    // failure in the operator's words (src/core/renderer/explain.ts, EXPLAINED_KEYWORDS).
    ...(options.standalone ? { code: { source: true, esm: true }, messages: false } : {}),
  });
  for (const file of schemaFiles(root)) {
    const schema = JSON.parse(readFileSync(join(root, file), 'utf8')) as AnySchemaObject;
    const expected = schemaId(file, root);
    if (schema.$id !== expected) throw new Error(`${file}: "$id" must be "${expected}"`);
    const tolerant = withWireValues(schema);
    ajv.addSchema(options.standalone ? withoutAnnotations(tolerant) : tolerant);
  }
  return ajv;
}
