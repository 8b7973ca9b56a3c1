import { useId } from 'react';
import { AD_TARGET_KINDS, whereTo, type Resolution } from '../../../../core/actions';
import { FieldFrame } from '../FieldFrame';
import type { FieldProps } from '../field-props';
import { isFields, shownText, withField } from '../values';
import styles from '../forms.module.css';

const LINK = 'link';
const KINDS_WITH_ID: ReadonlySet<string> = new Set(['product', 'seller', 'category', 'group_buy', 'agent', 'open_event', 'coupon']);

/** What the one action router does with the target, in the operator's words. */
function resolutionText(action: Record<string, unknown>): string {
  let resolution: Resolution;
  try {
    resolution = whereTo(action);
  } catch {
    return '';
  }
  switch (resolution.kind) {
    case 'route':
      return `点按后打开 ${resolution.path}`;
    case 'external':
      return `点按后打开外部页面 ${resolution.url}`;
    case 'bridge':
      return '点按后由 APP 打开（H5 中无此页面）';
    case 'refused':
      return `无法打开：${resolution.reason}`;
  }
}

/** An ad target (schemas/action.schema.json): a kind and its id, or an http(s) link. */
export function ActionField(props: FieldProps) {
  const id = useId();
  const { value, path, onChange } = props;
  const action = isFields(value) ? value : {};
  const target = typeof action.target === 'string' ? action.target : '';
  const kind = target === '' ? '' : (AD_TARGET_KINDS as readonly string[]).includes(target) ? target : LINK;
  const targetId = shownText(action.target_id);
  const set = (next: Record<string, unknown> | undefined, changed = path) => onChange(next, changed);
  const explained = target ? resolutionText(action) : '';
  return (
    <FieldFrame {...props}>
      <span className={styles.row}>
        <label className={styles.inline} htmlFor={id}>
          去向
        </label>
        <select
          id={id}
          value={kind}
          onChange={(event) => {
            const chosen = event.target.value;
            if (chosen === '') set(undefined);
            else if (chosen === LINK) set({ target: 'https://' }, `${path}.target`);
            else set({ ...withField(withField(action, 'target', chosen), 'url', undefined), ...(KINDS_WITH_ID.has(chosen) ? {} : { target_id: undefined }) }, `${path}.target`);
          }}
        >
          <option value="">无（不可点）</option>
          {AD_TARGET_KINDS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
          <option value={LINK}>链接（http/https）</option>
        </select>
      </span>
      {kind === LINK ? (
        <label className={styles.field}>
          链接
          <input type="url" value={target} onChange={(event) => set(withField(action, 'target', event.target.value), `${path}.target`)} />
        </label>
      ) : kind && KINDS_WITH_ID.has(kind) ? (
        <label className={styles.field}>
          目标 id
          <input type="text" value={targetId} onChange={(event) => set(withField(action, 'target_id', event.target.value || undefined), `${path}.target_id`)} />
        </label>
      ) : null}
      {(props.problems.get(`${path}.target`) ?? props.problems.get(`${path}.target_id`) ?? []).map((reason) => (
        <span key={reason} className={styles.problem}>
          {reason}
        </span>
      ))}
      {explained ? <span className={styles.hint}>{explained}</span> : null}
    </FieldFrame>
  );
}
