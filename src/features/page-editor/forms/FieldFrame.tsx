import type { ReactNode } from 'react';
import type { FieldProps } from './field-props';
import { labelOf } from './field-props';
import styles from './forms.module.css';

interface FrameProps extends Pick<FieldProps, 'name' | 'schema' | 'path' | 'required' | 'problems'> {
  /** The control's id, for its label; a group of controls passes none and gets a legend. */
  controlId?: string;
  children: ReactNode;
}

/** A field's label, its schema description as a hint, and the problems preview shows for its path. */
export function FieldFrame({ controlId, children, path, problems, required, ...field }: FrameProps) {
  const reasons = problems.get(path) ?? [];
  const label = (
    <>
      {labelOf(field)}
      {required ? <span className={styles.required} aria-label="必填">*</span> : null}
    </>
  );
  const hint = field.schema.description ? <span className={styles.hint}>{field.schema.description}</span> : null;
  const problem = reasons.length ? (
    <span className={styles.problem} data-problem-path={path}>
      {reasons.join('；')}
    </span>
  ) : null;
  if (!controlId) {
    return (
      <fieldset className={styles.group} data-path={path} aria-invalid={reasons.length ? true : undefined}>
        <legend className={styles.label}>{label}</legend>
        {hint}
        {problem}
        {children}
      </fieldset>
    );
  }
  return (
    <div className={`${styles.field} ${reasons.length ? styles.invalid : ''}`} data-path={path}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
      </label>
      {children}
      {hint}
      {problem}
    </div>
  );
}
