/**
 * Reading a state file (<data-dir>/state.json, pages.json) at start-up. A file that cannot be used
 * (truncated, not JSON, not of its shape) is moved aside as `<name>.corrupt-<time>`, with a warning
 * naming it, and the caller starts afresh: the server starts, and the file is still there to look at.
 */
import { existsSync, readFileSync, renameSync } from 'node:fs';
import type { State } from '../model.ts';
import { stateShapeProblem } from './state-shape.ts';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** `state.json.corrupt-2026-11-11T02-00-00-000Z`, with a counter if that name is taken. */
function asideName(file: string, at: Date): string {
  const base = `${file}.corrupt-${at.toISOString().replace(/[:.]/g, '-')}`;
  let name = base;
  for (let n = 2; existsSync(name); n++) name = `${base}-${n}`;
  return name;
}

export interface JsonFileKind {
  /** What is wrong with the parsed value, or undefined when it has the expected shape. */
  problemOf(parsed: unknown): string | undefined;
  /** Where the caller starts from instead, for the warning ("the demo seed"). */
  startsFrom: string;
}

/** The value in `file`, or undefined when there is none or it was unusable (and has been moved aside). */
export function loadJsonFile<T>(file: string, kind: JsonFileKind, warn: (line: string) => void, at = new Date()): T | undefined {
  if (!existsSync(file)) return undefined;
  let problem: string | undefined;
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    problem = kind.problemOf(parsed);
    if (!problem) return parsed as T;
  } catch (error) {
    problem = messageOf(error);
  }
  const aside = asideName(file, at);
  try {
    renameSync(file, aside);
  } catch (error) {
    throw new Error(`${file} is unusable (${problem}) and could not be moved aside: ${messageOf(error)}`);
  }
  warn(`[state] ${file} is unusable (${problem}); moved it to ${aside} and started from ${kind.startsFrom}`);
  return undefined;
}

/** The state in `file`, or undefined when there is none or it was unusable (and has been moved aside). */
export function loadStateFile(file: string, warn: (line: string) => void, at = new Date()): State | undefined {
  return loadJsonFile<State>(file, { problemOf: stateShapeProblem, startsFrom: 'the demo seed' }, warn, at);
}
