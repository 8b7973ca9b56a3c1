// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { announceCode, readRouteHints } from './route-hints-in-page';
import { ROUTE_HINTS_ID } from './route-hints';

const links = () => [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('as') ?? '-'} ${link.getAttribute('href')} crossorigin=${link.getAttribute('crossorigin') ?? 'none'}`);

afterEach(() => {
  document.head.replaceChildren();
});

describe('announceCode', () => {
  it('asks for modules as Vite would and for styles to come, with one insertion', () => {
    const insertions: number[] = [];
    new MutationObserver((records) => records.forEach((record) => insertions.push(record.addedNodes.length))).observe(document.head, { childList: true });
    announceCode(document, { modules: ['/assets/a.js', '/assets/b.js'], styles: ['/assets/a.css'] });
    expect(links()).toEqual(['modulepreload - /assets/a.js crossorigin=', 'modulepreload - /assets/b.js crossorigin=', 'preload style /assets/a.css crossorigin=']);
    return Promise.resolve().then(() => expect(insertions).toEqual([3]));
  });

  it('announces a file the page already has, or announced before, never again', () => {
    document.head.innerHTML = '<link rel="modulepreload" href="/assets/a.js">';
    announceCode(document, { modules: ['/assets/a.js', '/assets/b.js', '/assets/b.js'], styles: [] });
    announceCode(document, { modules: ['/assets/b.js'], styles: [] });
    expect(links().filter((link) => link.includes('/assets/b.js'))).toHaveLength(1);
    expect(links()).toHaveLength(2);
  });

  it('inserts nothing when there is nothing new', () => {
    announceCode(document, { modules: [], styles: [] });
    expect(document.head.childNodes).toHaveLength(0);
  });
});

describe('readRouteHints', () => {
  it('reads the hints the page carries, and none from a broken block', () => {
    document.head.innerHTML = `<script type="application/json" id="${ROUTE_HINTS_ID}">{"routes":[{"path":"/a/:id","modules":["/assets/r.js"],"styles":[]}],"widgets":[{"type":"banner","modules":["/assets/w.js"],"styles":["/assets/w.css"]}]}</script>`;
    const hints = readRouteHints(document);
    expect(hints.forRoute('/a/7')).toEqual({ modules: ['/assets/r.js'], styles: [] });
    expect(hints.forWidgets(['banner'])).toEqual({ modules: ['/assets/w.js'], styles: ['/assets/w.css'] });
    document.head.innerHTML = `<script type="application/json" id="${ROUTE_HINTS_ID}">{broken</script>`;
    expect(readRouteHints(document).forRoute('/a/7')).toEqual({ modules: [], styles: [] });
  });
});
