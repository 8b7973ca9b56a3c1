import { useState, type MouseEvent } from 'react';
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { runAction, type AdTarget } from '../../src/core/actions';
import { defineWidget } from '../../src/core/renderer';
import { Img } from '../../src/ui/Img';
import validate from './props.schema.json?validate';
import styles from './widget.module.css';

export interface BannerItem {
  image: string;
  title?: string;
  action?: AdTarget;
}

export interface BannerProps {
  interval?: number;
  loop?: boolean;
  /** width / height */
  ratio?: number;
  items: BannerItem[];
}

const DEFAULT_INTERVAL = 3000;
const DEFAULT_RATIO = 750 / 320;
const MODULES = [Autoplay, Pagination];

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function Slide({ item, index, ratio }: { item: BannerItem; index: number; ratio: number }) {
  const label = item.title || item.action?.name || `轮播图 ${index + 1}`;
  const image = <Img src={item.image} alt={label} ratio={ratio} eager={index === 0} />;
  const { action } = item;
  if (!action) return image;
  const open = (event: MouseEvent) => {
    // Swiper cancels the click that ends a drag; a swipe must not open the slide.
    if (event.defaultPrevented) return;
    void runAction(action);
  };
  return (
    <button type="button" className={styles.slideButton} onClick={open}>
      {image}
    </button>
  );
}

function Banner({ props }: { props: BannerProps }) {
  const { items } = props;
  const ratio = props.ratio ?? DEFAULT_RATIO;
  const several = items.length > 1;
  const [reducedMotion] = useState(prefersReducedMotion);
  const autoplay = several && !reducedMotion
    ? { delay: props.interval ?? DEFAULT_INTERVAL, disableOnInteraction: false }
    : false;
  return (
    <section className={styles.banner} style={{ aspectRatio: String(ratio) }} aria-roledescription="carousel" aria-label="轮播图">
      <Swiper
        className={styles.swiper}
        modules={MODULES}
        loop={several && (props.loop ?? true)}
        autoplay={autoplay}
        pagination={several ? { clickable: false } : false}
      >
        {items.map((item, index) => (
          <SwiperSlide key={index}>
            <Slide item={item} index={index} ratio={ratio} />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}

export default defineWidget<BannerProps>({ type: 'banner', validate, component: Banner });
