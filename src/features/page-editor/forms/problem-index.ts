import type { Problem } from '../../../core/renderer';

/** Problems by the runtime path they name (`nodes[1].props.items[0].image`), for the field at that path. */
export type ProblemIndex = ReadonlyMap<string, readonly string[]>;

export function indexProblems(problems: readonly Problem[]): ProblemIndex {
  const index = new Map<string, string[]>();
  for (const { path, reason } of problems) index.set(path, [...(index.get(path) ?? []), reason]);
  return index;
}
