/** Turns validator errors into what an operator can act on: a node path and a plain reason. */
export interface SchemaError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

export interface Problem {
  /** e.g. `nodes[3].children[0].props.items[2].image` */
  path: string;
  reason: string;
}

/** `/items/2/image` under `nodes[3].props` → `nodes[3].props.items[2].image` */
export function joinPath(base: string, instancePath: string): string {
  const parts = instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  return parts.reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), base);
}

const list = (values: unknown) => (Array.isArray(values) ? values.map((value) => JSON.stringify(value)).join('、') : '');

/** Patterns in our schemas guard three things; say which one the operator got wrong. */
function patternReason(pattern: string): string {
  if (pattern.includes('\\d{4}')) return '时间格式应为 ISO 8601，例如 2026-11-01T00:00:00+08:00';
  if (/https?|Hh\]\[Tt/.test(pattern)) return '链接只支持 http/https 或站内路径';
  if (pattern.includes('#')) return '颜色格式应为 #rgb、#rrggbb 或 #rrggbbaa';
  return '格式不正确';
}

/** A missing property is reported at its own place, not at the object holding it. */
function placeOf(error: SchemaError): string {
  return error.keyword === 'required' ? `${error.instancePath}/${String(error.params.missingProperty)}` : error.instancePath;
}

/**
 * Every keyword that can fail in the project's schemas has its reason here: the validators are generated
 * without Ajv's English messages (schemas/schema-set.ts), and schemas/keywords-explained.test.ts fails
 * on a schema that uses a keyword this does not name.
 */
export const EXPLAINED_KEYWORDS: ReadonlySet<string> = new Set([
  'required',
  'type',
  'enum',
  'const',
  'minimum',
  'exclusiveMinimum',
  'maximum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'pattern',
  'uniqueItems',
  'additionalProperties',
  'anyOf',
  'oneOf',
]);

/** An `if` that fails is reported by its `then` or `else` branch's own errors: it says nothing more. */
export const UNREPORTED_KEYWORDS: ReadonlySet<string> = new Set(['if']);

function reasonOf(error: SchemaError): string {
  const { params } = error;
  switch (error.keyword) {
    case 'required':
      return '缺少必填项';
    case 'type':
      return `类型应为 ${String(params.type)}`;
    case 'enum':
      return `取值只能是 ${list(params.allowedValues)}`;
    case 'const':
      return `取值只能是 ${JSON.stringify(params.allowedValue)}`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `不能小于 ${String(params.limit)}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `不能大于 ${String(params.limit)}`;
    case 'minLength':
      return Number(params.limit) === 1 ? '不能为空' : `至少 ${String(params.limit)} 个字符`;
    case 'maxLength':
      return `最多 ${String(params.limit)} 个字符`;
    case 'minItems':
      return `至少需要 ${String(params.limit)} 项`;
    case 'maxItems':
      return `最多 ${String(params.limit)} 项`;
    case 'pattern':
      return patternReason(String(params.pattern));
    case 'uniqueItems':
      return '不能有重复项';
    case 'additionalProperties':
      return `不支持的属性 ${String(params.additionalProperty)}`;
    case 'anyOf':
    case 'oneOf':
      return '不符合任何一种允许的写法';
    default:
      return error.message ?? '不符合要求';
  }
}

/**
 * One problem per failing place. `anyOf` failures also list each branch's error; the branch errors
 * are dropped when the anyOf itself is reported at the same place, so operators see one line.
 */
export function explainErrors(errors: readonly SchemaError[] | null | undefined, base: string): Problem[] {
  if (!errors) return [];
  const anyOfPaths = new Set(errors.filter((error) => error.keyword === 'anyOf' || error.keyword === 'oneOf').map((error) => error.instancePath));
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const error of errors) {
    const isBranch = error.keyword !== 'anyOf' && error.keyword !== 'oneOf' && anyOfPaths.has(error.instancePath);
    if (isBranch || UNREPORTED_KEYWORDS.has(error.keyword)) continue;
    const problem = { path: joinPath(base, placeOf(error)), reason: reasonOf(error) };
    const key = `${problem.path} ${problem.reason}`;
    if (!seen.has(key)) {
      seen.add(key);
      problems.push(problem);
    }
  }
  return problems;
}
