import { useId } from 'react';
import { FieldFrame } from '../FieldFrame';
import type { FieldProps } from '../field-props';

/** true / false; unset shows the schema's default, and "默认" puts it back to unset. */
export function BooleanField(props: FieldProps) {
  const id = useId();
  const { value, schema, path, onChange } = props;
  const state = value === true ? 'true' : value === false ? 'false' : '';
  const fallback = typeof schema.default === 'boolean' ? `默认（${schema.default ? '是' : '否'}）` : '不设置';
  return (
    <FieldFrame {...props} controlId={id}>
      <select id={id} value={state} onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value === 'true', path)}>
        <option value="">{fallback}</option>
        <option value="true">是</option>
        <option value="false">否</option>
      </select>
    </FieldFrame>
  );
}
