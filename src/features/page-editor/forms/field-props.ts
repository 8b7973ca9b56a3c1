import type { FieldSchema } from './schema';
import type { ProblemIndex } from './problem-index';

/** What every field of a generated form is given. */
export interface FieldProps {
  /** The property's name (or an item's place), used when the schema has no title. */
  name: string;
  schema: FieldSchema;
  value: unknown;
  /** The runtime's path of this value: its problems, and the history's key for typing in it. */
  path: string;
  required: boolean;
  problems: ProblemIndex;
  /** A new value for this field; `path` names the field that changed (the innermost one). */
  onChange: (value: unknown, path: string) => void;
}

export const labelOf = (props: Pick<FieldProps, 'name' | 'schema'>): string => props.schema.title ?? props.name;
