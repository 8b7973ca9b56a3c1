import { useId } from 'react';
import { FieldFrame } from '../FieldFrame';
import type { FieldProps } from '../field-props';
import styles from '../forms.module.css';

/** Beijing time: the shop's times are written with +08:00 (CONTRACT §3 examples). */
const OFFSET = '+08:00';
const LOCAL = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2})?(\.\d+)?([+-]\d{2}:\d{2}|Z)$/;

/** An ISO time with its offset: a date-time picker in +08:00, the ISO text beside it for any other. */
export function TimeField(props: FieldProps) {
  const id = useId();
  const { value, path, onChange, required } = props;
  const text = typeof value === 'string' ? value : '';
  const match = LOCAL.exec(text);
  const pickable = match && match[4] === OFFSET ? match[1] : '';
  return (
    <FieldFrame {...props} controlId={id}>
      <span className={styles.row}>
        <input type="datetime-local" aria-label="选择时间（北京时间）" value={pickable} onChange={(event) => onChange(event.target.value ? `${event.target.value}:00${OFFSET}` : undefined, path)} />
        <input id={id} type="text" value={text} placeholder={`2026-11-11T00:00:00${OFFSET}`} aria-invalid={props.problems.has(path) || undefined} onChange={(event) => onChange(event.target.value === '' && !required ? undefined : event.target.value, path)} />
      </span>
    </FieldFrame>
  );
}
