import { useState, type ReactElement } from 'react';
import { defineWidget, type WidgetRenderProps } from '../../src/core/renderer';
import { safeImageUrl, safeMediaUrl } from '../../src/ui/safe-url';
import validate from './props.schema.json?validate';
import styles from './widget.module.css';

export interface VideoProps {
  src: string;
  poster?: string;
  /** width / height; 16:9 when absent. */
  ratio?: number;
  title?: string;
}

const DEFAULT_RATIO = 16 / 9;

function Video({ props }: WidgetRenderProps<VideoProps>) {
  const [failed, setFailed] = useState(false);
  // A new key mounts a fresh <video>, which is the one reliable way to retry after a network error.
  const [attempt, setAttempt] = useState(0);
  const src = safeMediaUrl(props.src);
  const poster = safeImageUrl(props.poster) ?? undefined;
  const ratio = props.ratio && props.ratio > 0 ? props.ratio : DEFAULT_RATIO;
  const label = props.title?.trim() || '视频';

  let content: ReactElement;
  if (!src) {
    content = <div className={styles.placeholder} role="img" aria-label={label}>视频地址无效</div>;
  } else if (failed) {
    content = (
      <div className={styles.placeholder} role="alert">
        <span>视频加载失败</span>
        <button
          type="button"
          className={styles.retry}
          onClick={() => {
            setFailed(false);
            setAttempt((count) => count + 1);
          }}
        >
          重试
        </button>
      </div>
    );
  } else {
    content = (
      <video
        key={attempt}
        className={styles.video}
        src={src}
        poster={poster}
        controls
        playsInline
        // Older in-app WebKit (WeChat, QQ) only honour their prefixed attributes for inline playback.
        webkit-playsinline="true"
        x5-playsinline="true"
        preload="none"
        aria-label={label}
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <div className={styles.box} style={{ aspectRatio: String(ratio) }}>
      {content}
    </div>
  );
}

export default defineWidget<VideoProps>({ type: 'video', validate, component: Video });
