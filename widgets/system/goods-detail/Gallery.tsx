import { lazy, Suspense, useState } from 'react';
import { Img } from '../../../src/ui/Img';
import { useIdleAfterPaint } from '../../../src/ui/use-idle-after-paint';
import styles from './widget.module.css';

const GallerySwiper = lazy(() => import('./GallerySwiper'));

/**
 * The product's pictures, swiped, with a "current / total" counter. The first picture is drawn at
 * once; the swiper takes over in place when the browser is idle after the first paint.
 */
export function Gallery({ images, title }: { images: readonly string[]; title: string }) {
  const [current, setCurrent] = useState(0);
  const swipeable = useIdleAfterPaint(images.length > 1);
  if (images.length === 0) return <Img className={styles.gallery} src="" alt={title} ratio={1} />;
  const still = <Img src={images[0]} alt={`${title} 图 1`} ratio={1} eager />;
  return (
    <section className={styles.gallery} aria-roledescription="carousel" aria-label="商品图片">
      {swipeable ? (
        <Suspense fallback={still}>
          <GallerySwiper images={images} title={title} onSlideChange={setCurrent} />
        </Suspense>
      ) : still}
      <span className={styles.counter} aria-live="polite">
        {current + 1}/{images.length}
      </span>
    </section>
  );
}
