import { useEffect, useRef, type CSSProperties } from 'react';
import { awaitFirstScreenPicture } from '../core/after-first-screen';
import { useBelowFold } from '../core/renderer/first-screen';
import { useNearViewport } from '../core/renderer/near-viewport';
import { safeImageUrl } from './safe-url';
import styles from './ui.module.css';

interface ImgProps {
  src: unknown;
  alt: string;
  /** width / height; reserves the box before the image arrives (no layout shift). */
  ratio?: number;
  /** Above-the-fold images load eagerly; everything else waits until it is near the viewport. */
  eager?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * The one image element: sized, lazy, and never loading a URL of another scheme. Below the fold its
 * source is set only when it comes near the screen: a browser handles each source as it is set, lazy
 * or not (about a millisecond each on a cheap phone), which made a 300-node page half a second slower.
 */
export function Img({ src, alt, ratio, eager = false, className, style }: ImgProps) {
  const url = safeImageUrl(src);
  const picture = useRef<HTMLImageElement>(null);
  const belowFold = useBelowFold();
  const waits = !eager && belowFold;
  const near = useNearViewport(picture, waits);
  useEffect(() => {
    if (eager && picture.current) awaitFirstScreenPicture(picture.current);
  }, [eager, url]);
  // A square by class: a style is parsed on every element it is set on (a long page's product cards).
  const square = ratio === 1;
  const box: CSSProperties | undefined = ratio && !square ? { aspectRatio: String(ratio), ...style } : style;
  const classes = (base: string | undefined) => [base, square && styles.square, className].filter(Boolean).join(' ');
  if (!url) return <span className={classes(styles.imgPlaceholder)} style={box} role="img" aria-label={alt} />;
  return (
    <img
      ref={picture}
      className={classes(styles.img)}
      style={box}
      // Before src: a browser that starts the fetch when src is set must already know to wait. A picture
      // that waits to come near gets its source only then: a lazy one would not wait any longer.
      loading={waits ? undefined : eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchpriority: 'high' } : {})}
      src={waits && !near ? undefined : url}
      // Where a picture waits, its source too, for the script of a page the server drew
      // (public/after-paint.js): it shows the pictures the shopper scrolls to before the app has taken
      // that page over, which on a long page comes seconds after its first paint.
      data-src={waits ? url : undefined}
      alt={alt}
    />
  );
}
