import { shownText } from '../values';
import { useId } from 'react';
import { FieldFrame } from '../FieldFrame';
import type { FieldProps } from '../field-props';

const allowsNumber = (props: FieldProps) =>
  (props.schema.anyOf ?? [props.schema]).some((branch) => [branch.type].flat().some((type) => type === 'number' || type === 'integer'));

/** A value that may be a number or a string (a product id, a price): digits are stored as a number. */
export function NumberOrTextField(props: FieldProps) {
  const id = useId();
  const { value, path, onChange } = props;
  return (
    <FieldFrame {...props} controlId={id}>
      <input
        id={id}
        type="text"
        value={shownText(value)}
        aria-invalid={props.problems.has(path) || undefined}
        onChange={(event) => {
          const text = event.target.value.trim();
          if (text === '') onChange(undefined, path);
          else onChange(allowsNumber(props) && /^\d+(\.\d+)?$/.test(text) && String(Number(text)) === text ? Number(text) : event.target.value, path);
        }}
      />
    </FieldFrame>
  );
}
