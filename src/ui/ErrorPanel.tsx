import styles from './ErrorPanel.module.css';

interface ErrorPanelProps {
  title: string;
  detail?: string;
  actions: Array<{ label: string; onClick: () => void; primary?: boolean }>;
}

/** The one "something went wrong, here is what you can do" block used by every boundary. */
export function ErrorPanel({ title, detail, actions }: ErrorPanelProps) {
  return (
    <div className={styles.panel} role="alert">
      <div className={styles.icon} aria-hidden="true">!</div>
      <p className={styles.title}>{title}</p>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
      <div className={styles.actions}>
        {actions.map((action) => (
          <button
            key={action.label}
            type="button"
            className={action.primary ? styles.primary : styles.secondary}
            onClick={action.onClick}
          >
            {action.label}
          </button>
        ))}
      </div>
    </div>
  );
}
