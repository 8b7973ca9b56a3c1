// react-vant's design tokens and transitions; each component's own styles come with its import.
import 'react-vant/es/styles/base.css';
import './app/styles/global.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { bootstrap } from './app/bootstrap';
import { warmToast } from './core/feedback';
import { whenIdle } from './core/when-idle';
import { keepFocusInModals } from './ui/modal-focus';

bootstrap();
keepFocusInModals();

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
// The first message (a failed call, 数据请求中) should not wait for its code to arrive.
whenIdle(warmToast);
