/**
 * `npm run schema:check [--json] FILE...`: checks page documents the way the renderer does —
 * JSON, migration, the page-document schema, then every node at any depth with `inspectNodes`.
 */
import type Ajv from 'ajv';
import type { ValidateFunction } from 'ajv';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { createSchemaSet, SCHEMA_BASE, schemaFiles, widgetSchemaId, widgetTypeOf } from '../schemas/schema-set.ts';
import { CURRENT_SCHEMA_VERSION } from '../src/contract/component/page-document.ts';
import { explainErrors, type Problem } from '../src/core/renderer/explain.ts';
import { inspectNodes, type NodeCheckDeps } from '../src/core/renderer/inspect.ts';
import { withoutAbsentFields } from '../src/core/renderer/absent.ts';
import { checkPageFields } from '../src/core/renderer/page-fields.ts';
import { migrateDocument } from '../src/contract/component/migrations.ts';

export type { Problem };

export interface CheckResult {
  ok: boolean;
  problems: Problem[];
  /** Set when the document was in an older format and was migrated before the schema checks. */
  migratedFrom?: number;
}

export interface DocumentCheckDeps extends NodeCheckDeps {
  validateDocument: ValidateFunction;
}

/** Path shown for problems of the document as a whole. */
export const DOCUMENT_PATH = '(document)';

/** Validators from the same schema set the build generates the app's validators from. */
export function createCheckDeps(ajv: Ajv = createSchemaSet({ standalone: false })): DocumentCheckDeps {
  const schema = (id: string): ValidateFunction => {
    const validate = ajv.getSchema(id);
    if (!validate) throw new Error(`no schema ${id}`);
    return validate;
  };
  // A Map keyed by folder name, so a hostile type such as "../schemas/node" can never resolve.
  const props = new Map<string, ValidateFunction>();
  for (const file of schemaFiles()) {
    const type = widgetTypeOf(file);
    if (type) props.set(type, schema(widgetSchemaId(type)));
  }
  return {
    validateDocument: schema(`${SCHEMA_BASE}schemas/page-document.schema.json`),
    validateNode: schema(`${SCHEMA_BASE}schemas/node.schema.json`),
    propsValidator: (type) => props.get(type),
  };
}

let defaultDeps: DocumentCheckDeps | undefined;

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; problem: Problem } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /at position (\d+)/.exec(message)?.[1];
    const where = position && !/line \d+/.test(message) ? lineColumn(text, Number(position)) : '';
    return { ok: false, problem: { path: DOCUMENT_PATH, reason: `JSON 解析失败：${message}${where}` } };
  }
}

function lineColumn(text: string, position: number): string {
  const lines = text.slice(0, position).split('\n');
  return `（第 ${lines.length} 行第 ${(lines.at(-1)?.length ?? 0) + 1} 列）`;
}

function unique(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems
    .map((problem) => (problem.path ? problem : { ...problem, path: DOCUMENT_PATH }))
    .filter((problem) => {
      const key = `${problem.path}\n${problem.reason}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** Checks one page document given as JSON text. Pure apart from compiling the schemas once. */
export function checkDocumentText(text: string, deps: DocumentCheckDeps = (defaultDeps ??= createCheckDeps())): CheckResult {
  const parsed = parseJson(text);
  if (!parsed.ok) return { ok: false, problems: [parsed.problem] };
  const input = parsed.value;
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, problems: [{ path: DOCUMENT_PATH, reason: '页面文档应为 JSON 对象' }] };
  }
  // As the runtime reads it (load-document.ts): "" and null are absent (CONTRACT §5).
  const migration = migrateDocument(withoutAbsentFields(input as Record<string, unknown>));
  if (!migration.ok) {
    const reason =
      migration.reason === 'newer'
        ? `页面格式版本 ${migration.version} 高于当前运行时支持的版本 ${CURRENT_SCHEMA_VERSION}，请先升级运行时`
        : `无法识别的页面格式版本 ${JSON.stringify(migration.version)}`;
    return { ok: false, problems: [{ path: 'schema_version', reason }] };
  }
  // The page's own fields as the runtime forgives them (page-fields.ts).
  const checked = checkPageFields(migration.document, deps.validateDocument);
  const document = checked.document;
  // Each node is explained by inspectNodes below, with the reasons the renderer gives.
  const documentProblems = checked.ok
    ? []
    : explainErrors(deps.validateDocument.errors, '').filter((problem) => !problem.path.startsWith('nodes['));
  const nodes = document.nodes;
  const nodeProblems = Array.isArray(nodes) ? inspectNodes(nodes, 'nodes', deps) : [];
  const problems = unique([...documentProblems, ...nodeProblems]);
  // CONTRACT §5: a version may arrive as text ("0").
  const sent = (input as { schema_version?: unknown }).schema_version ?? 0;
  const from = typeof sent === 'string' && sent.trim() !== '' ? Number(sent) : sent;
  return {
    ok: problems.length === 0,
    problems,
    ...(typeof from === 'number' && from < CURRENT_SCHEMA_VERSION ? { migratedFrom: from } : {}),
  };
}

export interface FileResult extends CheckResult {
  file: string;
}

export function checkFile(file: string, deps?: DocumentCheckDeps): FileResult {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const reason = `无法读取文件：${error instanceof Error ? error.message : String(error)}`;
    return { file, ok: false, problems: [{ path: DOCUMENT_PATH, reason }] };
  }
  return { file, ...checkDocumentText(text, deps) };
}

export function formatText(results: readonly FileResult[]): string {
  return results
    .flatMap((result) => [
      `${result.ok ? '✓' : '✗'} ${result.file}${result.migratedFrom === undefined ? '' : ` (migrated from schema_version ${result.migratedFrom})`}`,
      ...result.problems.map((problem) => `  ${problem.path}: ${problem.reason}`),
    ])
    .join('\n');
}

function main(args: readonly string[]): number {
  // `npm run schema:check --json x.json` hands --json to npm, which passes it on only as this variable.
  const json = args.includes('--json') || process.env.npm_config_json === 'true';
  const files = args.filter((arg) => arg !== '--json');
  if (files.length === 0) {
    console.error('usage: npm run schema:check -- [--json] FILE...');
    return 2;
  }
  let deps: DocumentCheckDeps;
  try {
    deps = createCheckDeps();
  } catch (error) {
    console.error(`schema:check: the schemas do not compile: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  const results = files.map((file) => checkFile(file, deps));
  console.log(json ? JSON.stringify(results, null, 2) : formatText(results));
  return results.every((result) => result.ok) ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main(process.argv.slice(2));
