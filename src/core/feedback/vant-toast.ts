// Stylesheets imported explicitly: Rolldown drops react-vant's own side-effect CSS imports
// (rolldown/rolldown#8804), which left toasts unstyled.
import 'react-vant/es/overlay/style/index.css';
import 'react-vant/es/popup/style/index.css';
import 'react-vant/es/loading/style/index.css';
import 'react-vant/es/toast/style/index.css';
import { Toast } from 'react-vant/es/toast/index.js';

export function showInfo(message: string): void {
  Toast.info({ message, duration: 2000 });
}

export function showSuccess(message: string): void {
  Toast.success({ message, duration: 1500 });
}
