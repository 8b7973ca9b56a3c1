// @vitest-environment happy-dom
// @vitest-environment-options { "settings": { "handleDisabledFileLoadingAsSuccess": true } }
import { describe, expect, it } from 'vitest';
import { reloadFailedStylesheets, watchFailedStylesheets } from './failed-stylesheets';

function stylesheet(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.append(link);
  return link;
}

const hrefs = () => [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'));

describe('failed stylesheets', () => {
  it('asks again for a stylesheet that failed, in its place, and leaves the others alone', () => {
    watchFailedStylesheets();
    const before = stylesheet('/assets/before.css');
    const broken = stylesheet('/assets/page.css');
    const after = stylesheet('/assets/after.css');
    broken.dispatchEvent(new Event('error'));
    reloadFailedStylesheets();
    expect(hrefs()).toEqual(['/assets/before.css', '/assets/page.css', '/assets/after.css']);
    const [first, fresh, last] = document.head.querySelectorAll('link');
    expect(fresh).not.toBe(broken);
    expect([first, last]).toEqual([before, after]);
    // Asked again once: with nothing failed since, a second retry changes nothing.
    reloadFailedStylesheets();
    expect(document.head.querySelectorAll('link')[1]).toBe(fresh);
  });

  it('asks again as soon as the line is back', () => {
    const broken = stylesheet('/assets/offline.css');
    broken.dispatchEvent(new Event('error'));
    window.dispatchEvent(new Event('online'));
    expect(document.head.contains(broken)).toBe(false);
    expect(hrefs()).toContain('/assets/offline.css');
  });
});
