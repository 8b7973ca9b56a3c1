import { useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { Img } from '../../../src/ui/Img';
import styles from './widget.module.css';

/** The product's pictures, swiped, with a "current / total" counter. */
export function Gallery({ images, title }: { images: readonly string[]; title: string }) {
  const [current, setCurrent] = useState(0);
  if (images.length === 0) return <Img className={styles.gallery} src="" alt={title} ratio={1} />;
  return (
    <section className={styles.gallery} aria-roledescription="carousel" aria-label="商品图片">
      <Swiper onSlideChange={(swiper) => setCurrent(swiper.activeIndex)}>
        {images.map((image, index) => (
          <SwiperSlide key={`${image}#${index}`}>
            <Img src={image} alt={`${title} 图 ${index + 1}`} ratio={1} eager={index === 0} />
          </SwiperSlide>
        ))}
      </Swiper>
      <span className={styles.counter} aria-live="polite">
        {current + 1}/{images.length}
      </span>
    </section>
  );
}
