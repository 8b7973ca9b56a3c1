/** Whether a parsed pages.json has the shape the page store relies on (as state-shape.ts for state.json). */
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function versionProblem(value: unknown): string | undefined {
  if (!isObject(value)) return 'is not an object';
  if (!isNumber(value.version) || !isNumber(value.saved_at)) return 'has no version number or saved_at';
  if (!isObject(value.document)) return 'has no document';
  return undefined;
}

function recordProblem(value: unknown): string | undefined {
  if (!isObject(value)) return 'is not an object';
  if (!Array.isArray(value.versions) || value.versions.length === 0) return 'has no versions';
  for (const [index, version] of value.versions.entries()) {
    const problem = versionProblem(version);
    if (problem) return `version #${index} ${problem}`;
  }
  if (value.live !== null && !isNumber(value.live)) return 'live is neither null nor a version';
  const scheduled = value.scheduled;
  if (scheduled !== null && !(isObject(scheduled) && isNumber(scheduled.version) && isNumber(scheduled.at))) return 'scheduled is neither null nor { version, at }';
  return undefined;
}

export function pagesFileProblem(parsed: unknown): string | undefined {
  if (!isObject(parsed) || !isObject(parsed.pages)) return 'no pages object';
  for (const [id, record] of Object.entries(parsed.pages)) {
    const problem = recordProblem(record);
    if (problem) return `page ${id} ${problem}`;
  }
  return undefined;
}
