import type { CSSProperties } from 'react';
import type { PageDocument } from '../../core/renderer';
import { safeImageUrl } from '../../ui/safe-url';

/** The page's own colour and picture (CONTRACT §3 `style`); a picture that is not a safe URL is left out. */
export function pageBackground(document: PageDocument): CSSProperties {
  const image = safeImageUrl(document.style?.bg_img);
  return {
    backgroundColor: document.style?.bg_color || undefined,
    backgroundImage: image ? `url(${JSON.stringify(image)})` : undefined,
  };
}
