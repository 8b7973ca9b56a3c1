// Imported by path, not through ./index, so the dialog and its styles load only with the screens
// that ask (the shell's first load stays small).
// Stylesheets imported explicitly: Rolldown drops react-vant's own side-effect CSS imports
// (rolldown/rolldown#8804).
import 'react-vant/es/overlay/style/index.css';
import 'react-vant/es/popup/style/index.css';
import 'react-vant/es/loading/style/index.css';
import 'react-vant/es/button/style/index.css';
import 'react-vant/es/dialog/style/index.css';
import { Dialog } from 'react-vant/es/dialog/index.js';

const DIALOG_CLASS = 'app-confirm';

/**
 * react-vant's dialog has no role: once it is drawn, it is marked a modal alert dialog named by
 * its message, and focus moves to 确认 (so keyboard and screen-reader users land in it and stay).
 */
function markAsModal(dialog: HTMLElement, message: string): void {
  dialog.setAttribute('role', 'alertdialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-label', message);
  dialog.querySelector<HTMLElement>('.rv-dialog__confirm')?.focus();
}

/** Asks before something the shopper cannot undo (confirm receipt, logout): true only on 确定. */
export function askConfirm(message: string): Promise<boolean> {
  // The dialog is drawn a few frames after the call, into a root of its own.
  const drawn = new MutationObserver(() => {
    const dialog = document.querySelector<HTMLElement>(`.${DIALOG_CLASS}:not([role])`);
    if (!dialog) return;
    drawn.disconnect();
    markAsModal(dialog, message);
  });
  drawn.observe(document.body, { childList: true, subtree: true });
  const answer = Dialog.confirm({ message, className: DIALOG_CLASS, confirmButtonColor: 'var(--app-brand)' });
  return answer.then(
    () => true,
    () => false,
  ).finally(() => drawn.disconnect());
}
