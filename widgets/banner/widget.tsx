import { lazy, Suspense, useRef } from 'react';
import { defineWidget, useNearViewport } from '../../src/core/renderer';
import { useIdleAfterPaint } from '../../src/ui/use-idle-after-paint';
import validate from './props.schema.json?validate';
import { Slide, type BannerItem } from './Slide';
import styles from './widget.module.css';

export type { BannerItem };

export interface BannerProps {
  interval?: number;
  loop?: boolean;
  /** width / height */
  ratio?: number;
  items: BannerItem[];
}

const DEFAULT_INTERVAL = 3000;
const DEFAULT_RATIO = 750 / 320;

const Carousel = lazy(() => import('./Carousel'));

/**
 * The first slide is drawn at once as a plain image, in the box the carousel will fill; the
 * carousel (swiper) is fetched when the browser is idle and takes over in place, so swiper is
 * never part of what the first screen waits for. A banner further down starts its carousel only
 * when the shopper scrolls within a screen of it: an operator's page may hold a dozen, and each
 * swiper's start is a long task on a cheap phone. One slide never needs a carousel.
 */
function Banner({ props }: { props: BannerProps }) {
  const { items } = props;
  const ratio = props.ratio ?? DEFAULT_RATIO;
  const several = items.length > 1;
  const box = useRef<HTMLElement>(null);
  const carouselWanted = useIdleAfterPaint(useNearViewport(box, several));
  const still = <Slide item={items[0] as BannerItem} index={0} ratio={ratio} />;
  return (
    <section ref={box} className={styles.banner} style={{ aspectRatio: String(ratio) }} aria-roledescription="carousel" aria-label="轮播图">
      {carouselWanted ? (
        <Suspense fallback={still}>
          <Carousel items={items} ratio={ratio} interval={props.interval ?? DEFAULT_INTERVAL} loop={props.loop ?? true} />
        </Suspense>
      ) : still}
    </section>
  );
}

export default defineWidget<BannerProps>({ type: 'banner', validate, component: Banner });
