// The app's start on a page the server drew (server/front/draw.ts): the page is on screen before any code
// runs, so the code is fetched after its first paint (its pictures asked for before it) and started
// once they are painted, instead of holding that paint back while it downloads and is evaluated. The
// server names the app's entry in this file's query and its files on this script's tag; only this
// site's built assets are taken. A plain static host never serves a page that loads this file.
const entry = new URL(import.meta.url).searchParams.get('entry');

/** The drawn page cannot respond to taps until the code runs: say so when it fails or is slow to come. */
function tellSlow() {
  if (document.getElementById('app-slow')) return;
  const note = document.createElement('p');
  note.id = 'app-slow';
  note.setAttribute('role', 'alert');
  note.textContent = '网络较慢，请检查网络后刷新页面';
  note.style.cssText = 'position:fixed;left:0;right:0;bottom:0;z-index:9999;margin:0;padding:12px;background:#323233;color:#fff;font-size:13px;text-align:center';
  document.body.append(note);
}

/** Longest the app waits for the first screen's pictures: a slow picture must not keep the page from working. */
const PICTURES_WAIT_MS = 3000;

/**
 * The first screen's pictures (those the page fetches first) decoded, or PICTURES_WAIT_MS: evaluating
 * the app takes the main thread, and a picture that arrives meanwhile would be painted only after it.
 * On a slow network the code is still on its way anyway.
 */
function firstPictures() {
  const pictures = Array.from(document.querySelectorAll('#root img[fetchpriority="high"]'), (img) => img.decode().catch(() => undefined));
  return Promise.race([Promise.all(pictures), new Promise((resolve) => setTimeout(resolve, PICTURES_WAIT_MS))]);
}

const BUILT_CODE = /^\/assets\/[\w.-]+\.js$/;

/** The files the page lists (the entry, the shell, the screen's chunks): only this site's built code. */
function listedCode() {
  const listed = document.querySelector('script[data-code]')?.getAttribute('data-code') ?? '';
  return listed.split(' ').filter((file) => BUILT_CODE.test(file));
}

/**
 * Fetches the listed files at once, not as each import finds them: one link a task, since asking for
 * one costs the thread 0.4–4 ms (traced at 1× CPU), and a page's 20–30 files asked for together made
 * a task of 10–17 ms (on a cheap phone, four to eight times that).
 */
async function fetchCode() {
  for (const href of listedCode()) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
    await nextTask();
  }
}

/** A task boundary, without the 4 ms a nested setTimeout waits. */
function nextTask() {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(undefined);
    channel.port2.postMessage(null);
  });
}

/**
 * Evaluates the listed files one task each, then the entry. The shared code's modules start when a
 * file first needs them, whatever the order (evaluating a file evaluates what it imports first, and
 * the build starts each module on first use), so the order decides only how that start is shared out:
 * the list runs shell, screen, widgets, and it is taken from its end. A widget starts the little it
 * needs (React, the renderer), the screen the rest, instead of the screen starting nearly all of the
 * shell in one task. Traced loads at 1× CPU, largest evaluation task: the home 20–28 ms in the list's
 * order, 9–12 ms from its end; the 300-node page 15–20 ms, 9–10 ms. Only the entry's failure stops the
 * app: a chunk that did not come is the app's to ask for again (its screens and widgets retry their
 * own code).
 */
async function runCode() {
  for (const file of listedCode().reverse()) {
    if (file === entry) continue;
    await import(file).catch(() => undefined);
    await nextTask();
  }
  await import(entry);
}

/** As the app's pictures wait (src/core/renderer/near-viewport.ts): on screen or within a screen below it. */
const NEAR_MARGIN = '0px 0px 100% 0px';
/** The sources the app itself would set (src/ui/safe-url.ts): this site's, http(s), inline pictures. */
const PICTURE_SOURCE = /^(https?:\/\/|\/(?!\/)|data:image\/)/i;

/**
 * Gives a drawn picture that waits to come near (`data-src`, no `src`) its source when the shopper
 * scrolls near it, before the app has taken the page over: the app takes a long page over node by node
 * in idle slices, and its own watch of a picture starts only once that picture's node is taken, seconds
 * after the first paint on a cheap phone. A picture the app gave its source first is left as it is.
 */
function showPicturesNear() {
  if (typeof IntersectionObserver === 'undefined') return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const picture = entry.target;
        observer.unobserve(picture);
        const source = picture.getAttribute('data-src');
        if (!picture.hasAttribute('src') && source && PICTURE_SOURCE.test(source)) picture.setAttribute('src', source);
      }
    },
    { rootMargin: NEAR_MARGIN },
  );
  for (const picture of document.querySelectorAll('#root img[data-src]:not([src])')) observer.observe(picture);
}

/**
 * A tap on the drawn page before the app can answer it: the element tapped last is marked, and the app
 * taps it again once it can (src/app/early-tap.ts). Marking stops when the app takes `data-server-drawn`
 * off #root. Links need no help: they work without code.
 */
function keepTap(event) {
  const root = document.getElementById('root');
  const target = event.target instanceof Element ? event.target : null;
  if (!root?.hasAttribute('data-server-drawn') || !target || !root.contains(target) || target.closest('a[href]')) return;
  // An icon's <svg> inside a button has no click() to tap it again with: its HTML element has.
  let tapped = target;
  while (tapped && !(tapped instanceof HTMLElement)) tapped = tapped.parentElement;
  root.querySelector('[data-early-tap]')?.removeAttribute('data-early-tap');
  tapped?.setAttribute('data-early-tap', '');
}

if (entry && BUILT_CODE.test(entry)) {
  document.addEventListener('click', keepTap, true);
  // As long as the boot screen of a page the client draws waits before saying the same (index.html).
  const slow = setTimeout(tellSlow, 20000);
  requestAnimationFrame(() =>
    setTimeout(() => {
      // After the first paint: the page's pictures were asked for first (preloaded, fetchpriority=high).
      showPicturesNear();
      void fetchCode();
      firstPictures()
        // One more frame: the pictures are painted before the code takes the thread.
        .then(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))))
        .then(runCode)
        .then(
          () => clearTimeout(slow),
          () => {
            clearTimeout(slow);
            tellSlow();
          },
        );
    }),
  );
}
