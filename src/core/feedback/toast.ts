import { Toast } from 'react-vant/es/toast/index.js';

/** The one way anything in the app tells the shopper something briefly. */
export function toast(message: string): void {
  if (message) Toast.info({ message, duration: 2000 });
}

export function toastSuccess(message: string): void {
  Toast.success({ message, duration: 1500 });
}
