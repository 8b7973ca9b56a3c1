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

/** Asks before something the shopper cannot undo (confirm receipt, logout): true only on 确定. */
export function askConfirm(message: string): Promise<boolean> {
  return Dialog.confirm({ message, confirmButtonColor: 'var(--app-brand)' }).then(
    () => true,
    () => false,
  );
}
