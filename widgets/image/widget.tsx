import type { CSSProperties } from 'react';
import { runAction, type AdTarget } from '../../src/core/actions';
import { defineWidget, useInFirstScreen } from '../../src/core/renderer';
import { Img } from '../../src/ui/Img';
import validate from './props.schema.json?validate';
import styles from './widget.module.css';

export interface HotZone {
  x: number;
  y: number;
  w: number;
  h: number;
  action: AdTarget;
}

export interface ImageProps {
  image: string;
  /** width / height */
  ratio?: number;
  title?: string;
  action?: AdTarget;
  hotzones?: HotZone[];
}

const percent = (value: number) => `${value}%`;

/** A zone reaching past the image is cut at its edge rather than covering the next widget. */
function zoneBox(zone: HotZone): CSSProperties {
  return {
    left: percent(zone.x),
    top: percent(zone.y),
    width: percent(Math.min(zone.w, 100 - zone.x)),
    height: percent(Math.min(zone.h, 100 - zone.y)),
  };
}

function ImageWidget({ props }: { props: ImageProps }) {
  const { action } = props;
  const alt = props.title || action?.name || '活动图片';
  // On the first screen it may be the page's largest picture: asked for at once, not after layout.
  const image = <Img src={props.image} alt={alt} ratio={props.ratio} eager={useInFirstScreen()} />;
  // A picture that opens nothing needs no frame (one element fewer for each on a long page).
  if (!action && !props.hotzones?.length) return image;
  return (
    <div className={styles.frame}>
      {action ? (
        <button type="button" className={styles.whole} onClick={() => void runAction(action)}>
          {image}
        </button>
      ) : (
        image
      )}
      {(props.hotzones ?? []).map((zone, index) => (
        <button
          key={index}
          type="button"
          className={styles.zone}
          style={zoneBox(zone)}
          aria-label={zone.action.name || `热区 ${index + 1}`}
          onClick={() => void runAction(zone.action)}
        />
      ))}
    </div>
  );
}

export default defineWidget<ImageProps>({ type: 'image', validate, component: ImageWidget });
