import { useId, useState } from 'react';
import { FieldFrame } from '../FieldFrame';
import type { FieldProps } from '../field-props';
import styles from '../forms.module.css';

/** A picture's address with a preview, and a plain word when it does not load. */
export function PictureField(props: FieldProps) {
  const id = useId();
  const { value, path, onChange, required } = props;
  const text = typeof value === 'string' ? value : '';
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <FieldFrame {...props} controlId={id}>
      <input id={id} type="url" value={text} placeholder="https://…" aria-invalid={props.problems.has(path) || undefined} onChange={(event) => onChange(event.target.value === '' && !required ? undefined : event.target.value, path)} />
      {text ? (
        failed === text ? (
          <span className={styles.problem}>图片无法加载</span>
        ) : (
          <img className={styles.thumbnail} src={text} alt="" onError={() => setFailed(text)} onLoad={() => setFailed(null)} />
        )
      ) : null}
    </FieldFrame>
  );
}
