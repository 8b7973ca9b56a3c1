import { memo } from 'react';
import type { ProblemIndex } from './problem-index';
import type { FieldSchema } from './schema';
import { ObjectFields } from './ObjectFields';
import styles from './forms.module.css';

export interface SchemaFormProps {
  /** An object schema: a widget's props, a node's style or visibility, the page's settings. */
  schema: FieldSchema;
  value: Record<string, unknown> | undefined;
  /** The runtime's path of the value (`nodes[2].props`), so each field finds its problems. */
  path: string;
  problems: ProblemIndex;
  /** The whole new value, and the path of the field that changed (the history's step key). */
  onChange: (value: Record<string, unknown>, changedPath: string) => void;
  /** Ends one typing step when the operator leaves a field. */
  onFieldDone?: () => void;
}

/** A form generated from a JSON Schema: one field per property, of the kind its schema says. */
export const SchemaForm = memo(function SchemaForm({ schema, value, path, problems, onChange, onFieldDone }: SchemaFormProps) {
  return (
    <div className={styles.form} onBlur={onFieldDone}>
      <ObjectFields schema={schema} value={value} path={path} problems={problems} onChange={(next, changed) => onChange(next as Record<string, unknown>, changed)} />
    </div>
  );
});
