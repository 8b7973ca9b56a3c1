import { shownText } from '../values';
import { useId } from 'react';
import { FieldFrame } from '../FieldFrame';
import type { FieldProps } from '../field-props';

/** A string; emptied, an optional field is left out (CONTRACT §5 reads "" as absent anyway). */
export function TextField(props: FieldProps) {
  const id = useId();
  const { value, schema, path, onChange, required } = props;
  const example = schema.examples?.[0];
  const long = (schema.maxLength ?? 0) > 120 || (typeof value === 'string' && value.length > 60);
  const change = (text: string) => onChange(text === '' && !required ? undefined : text, path);
  const shared = {
    id,
    value: shownText(value),
    placeholder: typeof example === 'string' ? example : undefined,
    'aria-invalid': props.problems.has(path) || undefined,
  };
  return (
    <FieldFrame {...props} controlId={id}>
      {long ? <textarea {...shared} rows={3} onChange={(event) => change(event.target.value)} /> : <input {...shared} type="text" onChange={(event) => change(event.target.value)} />}
    </FieldFrame>
  );
}
