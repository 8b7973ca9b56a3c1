import type { MouseEvent } from 'react';
import { runAction, type AdTarget } from '../../src/core/actions';
import { useInFirstScreen } from '../../src/core/renderer';
import { Img } from '../../src/ui/Img';
import styles from './widget.module.css';

export interface BannerItem {
  image: string;
  title?: string;
  action?: AdTarget;
}

/** One slide: its image (alt from the title), a button when it has a target. */
export function Slide({ item, index, ratio }: { item: BannerItem; index: number; ratio: number }) {
  const label = item.title || item.action?.name || `轮播图 ${index + 1}`;
  // Only a first-screen banner's first picture is asked for at once: one further down waits like the rest.
  const eager = useInFirstScreen() && index === 0;
  const image = <Img src={item.image} alt={label} ratio={ratio} eager={eager} />;
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
