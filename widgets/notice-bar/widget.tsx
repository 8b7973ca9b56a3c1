import type { CSSProperties } from 'react';
import { runAction, type AdTarget } from '../../src/core/actions';
import { defineWidget } from '../../src/core/renderer';
import validate from './props.schema.json?validate';
import styles from './widget.module.css';

export interface NoticeBarProps {
  text: string;
  scrollable?: boolean;
  action?: AdTarget;
}

/** About 50 px a second whatever the length: the strip's width plus roughly 13 px per character. */
function marqueeSeconds(text: string): number {
  return Math.max(6, Math.round((375 + text.length * 13) / 50));
}

function SpeakerIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M2 6h2.5L8 3v10l-3.5-3H2z" fill="currentColor" />
      <path d="M10.5 5.5a3.5 3.5 0 0 1 0 5M12.5 3.5a6.5 6.5 0 0 1 0 9" fill="none" stroke="currentColor" strokeWidth="1.3" strokeLinecap="round" />
    </svg>
  );
}

function NoticeBar({ props }: { props: NoticeBarProps }) {
  const { action, text } = props;
  const scrolling = props.scrollable === true;
  const content = (
    <>
      <SpeakerIcon />
      <span className={scrolling ? styles.viewport : styles.still}>
        {scrolling ? (
          <span className={styles.track} style={{ '--marquee-duration': `${marqueeSeconds(text)}s` } as CSSProperties}>
            {text}
          </span>
        ) : (
          text
        )}
      </span>
    </>
  );
  if (!action) {
    return (
      <div className={styles.bar} role="note">
        {content}
      </div>
    );
  }
  return (
    <button type="button" className={styles.bar} onClick={() => void runAction(action)}>
      {content}
      <svg className={styles.chevron} viewBox="0 0 8 12" aria-hidden="true" focusable="false">
        <path d="M1.5 1l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
    </button>
  );
}

export default defineWidget<NoticeBarProps>({ type: 'notice-bar', validate, component: NoticeBar });
