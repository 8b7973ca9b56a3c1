import type { ReactNode } from 'react';
import { AppLink } from '../../ui/AppLink';
import styles from './Notice.module.css';

/** The product's name, as shoppers know the app. */
export const PRODUCT_NAME = '公主购';

export type NoticeAction =
  | { label: string; primary?: boolean; onClick: () => void }
  | { label: string; primary?: boolean; to: string }
  /** A link out of the app (a store page, the app's own scheme). */
  | { label: string; primary?: boolean; href: string };

function ActionView({ action }: { action: NoticeAction }) {
  const className = action.primary ? styles.primary : styles.secondary;
  if ('to' in action) {
    return (
      <AppLink className={className} to={action.to}>
        {action.label}
      </AppLink>
    );
  }
  if ('href' in action) {
    return (
      <a className={className} href={action.href}>
        {action.label}
      </a>
    );
  }
  return (
    <button type="button" className={className} onClick={action.onClick}>
      {action.label}
    </button>
  );
}

/** A calm full-screen notice: where the shopper is, what happens, and what they can do next. */
export function Notice({ title, children, actions }: { title: string; children?: ReactNode; actions: NoticeAction[] }) {
  return (
    <section className={styles.page} aria-label={title}>
      <div className={styles.badge} aria-hidden="true">
        购
      </div>
      <h1 className={styles.title}>{title}</h1>
      {children}
      <div className={styles.actions}>
        {actions.map((action) => (
          <ActionView key={action.label} action={action} />
        ))}
      </div>
    </section>
  );
}
