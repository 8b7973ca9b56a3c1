import { FieldFrame } from '../FieldFrame';
import type { FieldProps } from '../field-props';
import styles from '../forms.module.css';

/** Several of the schema's values (platforms): one checkbox each; none ticked leaves the field out. */
export function ChoicesField(props: FieldProps) {
  const { value, schema, path, onChange } = props;
  const chosen = Array.isArray(value) ? value : [];
  const options = schema.items?.enum ?? [];
  return (
    <FieldFrame {...props}>
      <span className={styles.row}>
        {options.map((option) => (
          <label key={String(option)} className={styles.choice}>
            <input
              type="checkbox"
              checked={chosen.includes(option)}
              onChange={(event) => {
                const next = event.target.checked ? options.filter((item) => item === option || chosen.includes(item)) : chosen.filter((item) => item !== option);
                onChange(next.length ? next : undefined, path);
              }}
            />
            {String(option)}
          </label>
        ))}
      </span>
    </FieldFrame>
  );
}
