import { useState } from 'react';
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

/** The swipeable, autoplaying carousel (its own chunk: swiper is a quarter of the home's code). */
export default function Carousel({ items, ratio, interval, loop }: CarouselProps) {
  const [reducedMotion] = useState(prefersReducedMotion);
  const autoplay = reducedMotion ? false : { delay: interval, disableOnInteraction: false };
  return (
    <Swiper className={styles.swiper} modules={MODULES} loop={loop} autoplay={autoplay} pagination={{ clickable: false }}>
      {items.map((item, index) => (
        <SwiperSlide key={index}>
          <Slide item={item} index={index} ratio={ratio} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
