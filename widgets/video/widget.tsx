import { useCallback, useState, type ReactElement } from 'react';
import { defineWidget, type WidgetRenderProps } from '../../src/core/renderer';
import { Img } from '../../src/ui/Img';
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

/** Started by the shopper's tap: the element mounts inside that tap, so the browser lets it play with sound. */
const playOnMount = (element: HTMLVideoElement | null) => {
  // A refusal (an old web view's own rules) leaves the element's controls to the shopper.
  element?.play()?.catch(() => undefined);
};

/**
 * A video shows its poster and a play button until the shopper taps it; only then is the `<video>`
 * element made. A `<video>` builds its native controls and fetches its poster as soon as it is in the
 * page, wherever it is: 18 of them cost a 300-node page's start more than its layout did. The poster
 * waits until it is near the screen, like every picture; in-app browsers that draw a native player
 * over the page (X5) draw it only for a video being watched.
 */
function Video({ props }: WidgetRenderProps<VideoProps>) {
  const [started, setStarted] = useState(false);
  const [failed, setFailed] = useState(false);
  // A new key mounts a fresh <video>, which is the one reliable way to retry after a network error.
  const [attempt, setAttempt] = useState(0);
  const start = useCallback(() => setStarted(true), []);
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
  } else if (!started) {
    content = (
      <button type="button" className={styles.cover} aria-label={`播放：${label}`} onClick={start}>
        {poster ? <Img src={poster} alt="" className={styles.poster} /> : null}
        <span className={styles.play} aria-hidden="true" />
      </button>
    );
  } else {
    content = (
      <video
        key={attempt}
        ref={playOnMount}
        className={styles.video}
        src={src}
        poster={poster}
        controls
        playsInline
        // Older in-app WebKit (WeChat, QQ) only honour their prefixed attributes for inline playback.
        webkit-playsinline="true"
        x5-playsinline="true"
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
