import { useId } from 'react';
import { FieldFrame } from '../FieldFrame';
import type { FieldProps } from '../field-props';
import styles from '../forms.module.css';

const FULL_HEX = /^#[0-9a-fA-F]{6}$/;

/** A colour: a picker for #rrggbb and the text for the other forms (#rgb, with alpha, empty). */
export function ColourField(props: FieldProps) {
  const id = useId();
  const { value, path, onChange, required } = props;
  const text = typeof value === 'string' ? value : '';
  return (
    <FieldFrame {...props} controlId={id}>
      <span className={styles.row}>
        <input type="color" aria-label="选择颜色" value={FULL_HEX.test(text) ? text : '#ffffff'} onChange={(event) => onChange(event.target.value, path)} />
        <input id={id} type="text" value={text} placeholder="#rrggbb" aria-invalid={props.problems.has(path) || undefined} onChange={(event) => onChange(event.target.value === '' && !required ? undefined : event.target.value, path)} />
      </span>
    </FieldFrame>
  );
}
