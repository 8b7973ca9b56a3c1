import { FieldFrame } from '../FieldFrame';
import { Field } from '../Field';
import type { FieldProps } from '../field-props';
import { newValueFor } from '../schema';
import { childPath, withItem, withItemMoved, withoutItem } from '../values';
import styles from '../forms.module.css';

/** A list of items (slides, products, margins): each edited by its own field, added, removed, reordered. */
export function ListField(props: FieldProps) {
  const { value, schema, path, onChange, problems } = props;
  const items: readonly unknown[] = Array.isArray(value) ? value : [];
  const itemSchema = schema.items ?? {};
  const full = schema.maxItems !== undefined && items.length >= schema.maxItems;
  const itemName = itemSchema.title ?? '项';
  return (
    <FieldFrame {...props}>
      <ol className={styles.list}>
        {items.map((item, index) => (
          <li key={index} className={styles.item}>
            <Field
              name={`${itemName} ${index + 1}`}
              schema={{ ...itemSchema, title: `${itemName} ${index + 1}` }}
              value={item}
              path={childPath(path, index)}
              required
              problems={problems}
              onChange={(next, changed) => onChange(withItem(items, index, next), changed)}
            />
            <span className={styles.itemTools}>
              <button type="button" disabled={index === 0} aria-label={`上移${itemName} ${index + 1}`} onClick={() => onChange(withItemMoved(items, index, -1), path)}>
                ↑
              </button>
              <button type="button" disabled={index === items.length - 1} aria-label={`下移${itemName} ${index + 1}`} onClick={() => onChange(withItemMoved(items, index, 1), path)}>
                ↓
              </button>
              <button type="button" aria-label={`删除${itemName} ${index + 1}`} onClick={() => onChange(withoutItem(items, index), path)}>
                删除
              </button>
            </span>
          </li>
        ))}
      </ol>
      <button type="button" disabled={full} onClick={() => onChange([...items, newValueFor(itemSchema)], path)}>
        添加{itemName}
      </button>
    </FieldFrame>
  );
}
