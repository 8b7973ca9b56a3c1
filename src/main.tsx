// react-vant's design tokens and transitions; each component's own styles come with its import.
import 'react-vant/es/styles/base.css';
import './app/styles/global.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadScreen } from './app/App';
import { bootstrap } from './app/bootstrap';
import { watchFailedStylesheets } from './app/routes/failed-stylesheets';
import { warmToast } from './core/feedback';
import { whenIdle } from './core/when-idle';
import { keepFocusInModals } from './ui/modal-focus';

bootstrap();
keepFocusInModals();
watchFailedStylesheets();

// The first screen's code was announced with the page (modulepreload): taken now, it is usually here
// before React reaches the screen, which then draws without a suspended pass and its skeleton.
preloadScreen(window.location.pathname);
const root = document.getElementById('root');
// The boot screen in index.html stays until the app has drawn its first screen; as a transition that
// first draw comes in slices, so a cheap phone is never frozen for the whole of it.
if (root) startTransition(() => createRoot(root).render(<App />));
// The first message (a failed call, 数据请求中) should not wait for its code to arrive.
whenIdle(warmToast);
