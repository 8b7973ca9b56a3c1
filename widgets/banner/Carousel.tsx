import { useEffect, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { Slide, type BannerItem } from './Slide';
import styles from './widget.module.css';

export interface CarouselProps {
  items: BannerItem[];
  ratio: number;
  interval: number;
  loop: boolean;
}

const MODULES = [Autoplay, Pagination];

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Autoplay runs only while the carousel is on screen: one scrolled past would slide (and repaint) for nobody. */
function useAutoplayWhileShown(swiper: SwiperInstance | null, autoplays: boolean): void {
  useEffect(() => {
    if (!swiper || !autoplays || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(([entry]) => {
      if (swiper.destroyed || !entry) return;
      if (entry.isIntersecting && !swiper.autoplay.running) swiper.autoplay.start();
      if (!entry.isIntersecting && swiper.autoplay.running) swiper.autoplay.stop();
    });
    observer.observe(swiper.el);
    return () => observer.disconnect();
  }, [swiper, autoplays]);
}

/** The swipeable, autoplaying carousel (its own chunk: swiper is a quarter of the home's code). */
export default function Carousel({ items, ratio, interval, loop }: CarouselProps) {
  const [reducedMotion] = useState(prefersReducedMotion);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const autoplay = reducedMotion ? false : { delay: interval, disableOnInteraction: false };
  useAutoplayWhileShown(swiper, autoplay !== false);
  return (
    <Swiper className={styles.swiper} modules={MODULES} loop={loop} autoplay={autoplay} pagination={{ clickable: false }} onSwiper={setSwiper}>
      {items.map((item, index) => (
        <SwiperSlide key={index}>
          <Slide item={item} index={index} ratio={ratio} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
