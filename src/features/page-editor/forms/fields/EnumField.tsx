import { shownText } from '../values';
import { useId } from 'react';
import { FieldFrame } from '../FieldFrame';
import type { FieldProps } from '../field-props';

/** One of the schema's values; optional fields can be unset. */
export function EnumField(props: FieldProps) {
  const id = useId();
  const { value, schema, path, onChange, required } = props;
  const options = schema.enum ?? [];
  const at = options.findIndex((option) => option === value);
  return (
    <FieldFrame {...props} controlId={id}>
      <select id={id} value={at} aria-invalid={props.problems.has(path) || undefined} onChange={(event) => onChange(Number(event.target.value) < 0 ? undefined : options[Number(event.target.value)], path)}>
        {at < 0 || !required ? <option value={-1}>{schema.default !== undefined ? `默认（${shownText(schema.default)}）` : '不设置'}</option> : null}
        {options.map((option, index) => (
          <option key={String(option)} value={index}>
            {String(option)}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
