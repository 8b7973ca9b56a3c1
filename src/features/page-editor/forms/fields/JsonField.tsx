import { useEffect, useId, useState } from 'react';
import { FieldFrame } from '../FieldFrame';
import type { FieldProps } from '../field-props';

/** A value the schema leaves open (passed through to the app): edited as JSON text. */
export function JsonField(props: FieldProps) {
  const id = useId();
  const { value, path, onChange } = props;
  const shown = value === undefined ? '' : JSON.stringify(value);
  const [text, setText] = useState(shown);
  const [broken, setBroken] = useState(false);
  useEffect(() => setText(shown), [shown]);
  return (
    <FieldFrame {...props} controlId={id}>
      <input
        id={id}
        type="text"
        value={text}
        aria-invalid={broken || undefined}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value.trim() === '') {
            setBroken(false);
            onChange(undefined, path);
            return;
          }
          try {
            const parsed: unknown = JSON.parse(event.target.value);
            setBroken(false);
            onChange(parsed, path);
          } catch {
            setBroken(true);
          }
        }}
      />
    </FieldFrame>
  );
}
