import { useEffect, useId, useState } from 'react';
import { FieldFrame } from '../FieldFrame';
import type { FieldProps } from '../field-props';

/** A number; the text is kept while it is not one yet ("-", "1."), and emptied, the field is left out. */
export function NumberField(props: FieldProps) {
  const id = useId();
  const { value, schema, path, onChange } = props;
  const shown = typeof value === 'number' ? String(value) : '';
  const [text, setText] = useState(shown);
  useEffect(() => {
    if (Number(text) !== value) setText(shown);
    // Only a value from elsewhere (undo, the JSON view) replaces what is typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the typed text is not a reason to replace itself
  }, [value]);
  return (
    <FieldFrame {...props} controlId={id}>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        step={schema.type === 'integer' ? 1 : 'any'}
        min={schema.minimum}
        max={schema.maximum}
        value={text}
        placeholder={typeof schema.default === 'number' ? `默认 ${schema.default}` : undefined}
        aria-invalid={props.problems.has(path) || undefined}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          if (next.trim() === '') onChange(undefined, path);
          else if (Number.isFinite(Number(next))) onChange(Number(next), path);
        }}
      />
    </FieldFrame>
  );
}
