// react-vant's design tokens and transitions; each component's own styles come with its import.
import 'react-vant/es/styles/base.css';
import './app/styles/global.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, preloadScreen } from './app/App';
import { takeEarlyTap, tapWhenAnswered } from './app/early-tap';
import { SERVER_DRAWN_ATTRIBUTE } from './contract/embedded-answers';
import { bootstrap } from './app/bootstrap';
import { watchFailedStylesheets } from './app/routes/failed-stylesheets';
import { warmToast } from './core/feedback';
import { publishedEarlyReads } from './core/early-answers/early-reads';
import { loadWidgetsFor } from './core/renderer';
import { afterFirstScreen } from './core/after-first-screen';
import { whenIdle } from './core/when-idle';
import { http } from './core/request';
// Last: the shared components' styles come after the shell's own, as they did as a chunk of their own.
import './app/styles/shared-components';

/** How long a page served as built waits for its screen's code and reads before drawing what it has. */
const FIRST_DRAW_WAIT_MS = 3000;

const once = (run: () => void) => {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    run();
  };
};

/** Registers what the app needs, reads ahead for the first screen and hands #root to React. */
function start(root: HTMLElement | null) {
  bootstrap();
  watchFailedStylesheets();

  // The first screen's code was announced with the page (modulepreload; on a drawn page, by
  // after-paint.js) and its first reads came in it (primed answers): taken now, they are usually here
  // before React reaches the screen, which then draws without a suspended pass and its skeleton.
  const screenReady = preloadScreen(window.location.pathname, window.location.search);
  // The widgets the answers of the page's first reads draw (src/app/first-reads-entry.ts): their code comes while the screen's own does.
  void publishedEarlyReads()
    ?.widgets.then((types) => loadWidgetsFor(types.map((type) => ({ type }))))
    .catch(() => undefined);
  if (root?.hasAttribute(SERVER_DRAWN_ATTRIBUTE)) {
    // The server drew this screen (server/front/draw.ts): the app takes it over as it stands once the screen's
    // code and reads are here. Nodes are taken over one by one in idle slices (PageRenderer).
    // A part that differs from the server's drawing (a shopper signed in, a clock that moved on) is drawn
    // again by React on its own; that is expected, not an error of the page.
    const onRecoverableError = (error: unknown) => console.warn('server-drawn part drawn again:', error instanceof Error ? error.message : error);
    void screenReady.then(() => {
      const tapped = takeEarlyTap(root);
      // From here React answers taps itself: none is kept any more (public/after-paint.js).
      root.removeAttribute(SERVER_DRAWN_ATTRIBUTE);
      startTransition(() => void hydrateRoot(root, <App />, { onRecoverableError }));
      if (tapped) tapWhenAnswered(tapped);
    });
  } else if (root) {
    // A page served as built: the boot screen in index.html stays until the screen's code, its first
    // reads and its first pass's widgets are here, and the app then draws the screen in one pass. Drawn
    // as a transition from the start (the shell first, the screen in 5 ms slices as its parts came) it was
    // done later: a slice for every part, and a frame between slices (issue 36: a product's Lighthouse
    // LCP 2.26 -> 2.11 s; a 50-node page 29 ms sooner at 4x CPU). A screen still waiting after
    // FIRST_DRAW_WAIT_MS is drawn as it stands (its skeleton), the rest as it comes.
    const drawOnce = once(() => createRoot(root).render(<App />));
    void screenReady.then(drawOnce);
    window.setTimeout(drawOnce, FIRST_DRAW_WAIT_MS);
  }
}

const root = document.getElementById('root');
// A drawn screen is already there: the app starts in a task of its own, after the one that evaluated
// its code, so a cheap phone's thread is never held for both at once (a tap in between is kept by
// after-paint.js and made again in start()).
if (root?.hasAttribute(SERVER_DRAWN_ATTRIBUTE)) setTimeout(() => start(root));
else start(root);
// The first message (a failed call, 数据请求中) should not wait for its code to arrive, nor should the
// first screen share the network with it: fetched once that screen is drawn (a message before then
// fetches it itself).
afterFirstScreen(warmToast);
// Likewise the request layer's transport: the first screen's reads usually came early (in the page, or
// from the first-reads script); a screen that sends one before then fetches the transport itself.
afterFirstScreen(http.warmTransport);
// Keyboard focus kept inside modal dialogs: needed once a shopper can Tab, not for the first paint (a
// dialog that opens by itself with the first screen, the popup ad, waits for it).
whenIdle(() => void import('./ui/modal-focus').then((module) => module.keepFocusInModals()));
