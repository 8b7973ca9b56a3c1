import { runAction, type AdTarget } from '../../src/core/actions';
import { defineWidget } from '../../src/core/renderer';
import validate from './props.schema.json?validate';
import styles from './widget.module.css';

export interface TitleProps {
  text: string;
  subtitle?: string;
  more?: { text: string; action: AdTarget };
}

function Title({ props }: { props: TitleProps }) {
  const { more } = props;
  // A title alone is its own bar: one element fewer for each of a long page's titles.
  if (!more && !props.subtitle) {
    return (
      <h2 className={`${styles.bar} ${styles.plainBar}`}>
        <span className={styles.text}>{props.text}</span>
      </h2>
    );
  }
  return (
    <div className={styles.bar}>
      <h2 className={styles.heading}>
        <span className={styles.text}>{props.text}</span>
        {props.subtitle ? <span className={styles.subtitle}>{props.subtitle}</span> : null}
      </h2>
      {more ? (
        <button type="button" className={styles.more} onClick={() => void runAction(more.action)}>
          {more.text}
          <svg className={styles.chevron} viewBox="0 0 8 12" aria-hidden="true" focusable="false">
            <path d="M1.5 1l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}

export default defineWidget<TitleProps>({ type: 'title', validate, component: Title });
