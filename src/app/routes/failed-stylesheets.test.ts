// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { reloadFailedStylesheets, watchFailedStylesheets } from './failed-stylesheets';

// A document of its own. happy-dom fails every stylesheet it is given (it loads no CSS), so the
// ones that must count as loaded are added before the watch starts.
const page = document.implementation.createHTMLDocument('');

function stylesheet(href: string): HTMLLinkElement {
  const link = page.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  page.head.append(link);
  return link;
}

const hrefs = () => [...page.head.querySelectorAll('link')].map((link) => link.getAttribute('href'));

describe('failed stylesheets', () => {
  it('asks again for a stylesheet that failed, in its place, and leaves the others alone', () => {
    const before = stylesheet('/assets/before.css');
    watchFailedStylesheets(page);
    const broken = stylesheet('/assets/page.css');
    reloadFailedStylesheets();
    expect(hrefs()).toEqual(['/assets/before.css', '/assets/page.css']);
    const [kept, fresh] = page.head.querySelectorAll('link');
    expect(fresh).not.toBe(broken);
    expect(kept).toBe(before);
  });
});
