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
    // The boot screen in index.html stays until the app has drawn its first screen; as a transition that
    // first draw comes in slices, so a cheap phone is never frozen for the whole of it.
    startTransition(() => createRoot(root).render(<App />));
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
