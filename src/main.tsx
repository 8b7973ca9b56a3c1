// react-vant's design tokens and transitions; each component's own styles come with its import.
import 'react-vant/es/styles/base.css';
import './app/styles/global.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { bootstrap } from './app/bootstrap';

bootstrap();

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
