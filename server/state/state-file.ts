/**
 * Reading <data-dir>/state.json at start-up. A file that cannot be used (truncated, not JSON, not
 * our state) is moved aside as `state.json.corrupt-<time>`, with a warning naming it, and the caller
 * reseeds: the server starts, and the file is still there to look at.
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

/** The state in `file`, or undefined when there is none or it was unusable (and has been moved aside). */
export function loadStateFile(file: string, warn: (line: string) => void, at = new Date()): State | undefined {
  if (!existsSync(file)) return undefined;
  let problem: string | undefined;
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    problem = stateShapeProblem(parsed);
    if (!problem) return parsed as State;
  } catch (error) {
    problem = messageOf(error);
  }
  const aside = asideName(file, at);
  try {
    renameSync(file, aside);
  } catch (error) {
    throw new Error(`${file} is unusable (${problem}) and could not be moved aside: ${messageOf(error)}`);
  }
  warn(`[state] ${file} is unusable (${problem}); moved it to ${aside} and started from the demo seed`);
  return undefined;
}
