/**
 * The one way anything in the app tells the shopper something briefly. react-vant's toast (with
 * its popup, overlay and transitions) is a chunk of its own, fetched when the app is idle after
 * start (`warmToast`) rather than before the first screen; until it is there, or if it cannot be
 * fetched (offline before it arrived), the message still shows as a plain status line.
 */
type VantToast = typeof import('./vant-toast');

let vantToast: Promise<VantToast> | undefined;

function loadVantToast(): Promise<VantToast> {
  vantToast ??= import('./vant-toast').catch((error: unknown) => {
    vantToast = undefined;
    throw error;
  });
  return vantToast;
}

/** Fetches the toast code ahead of the first message (call once the first screen is drawn). */
export function warmToast(): void {
  loadVantToast().catch(() => undefined);
}

function showPlainStatus(message: string): void {
  const line = document.createElement('div');
  line.setAttribute('role', 'status');
  line.textContent = message;
  line.style.cssText = 'position:fixed;left:50%;top:45%;transform:translateX(-50%);max-width:70%;padding:8px 12px;'
    + 'border-radius:8px;background:rgba(0,0,0,.7);color:#fff;font-size:14px;text-align:center;z-index:3000';
  document.body.append(line);
  window.setTimeout(() => line.remove(), 2000);
}

export function toast(message: string): void {
  if (!message) return;
  loadVantToast().then((vant) => vant.showInfo(message), () => showPlainStatus(message));
}

export function toastSuccess(message: string): void {
  loadVantToast().then((vant) => vant.showSuccess(message), () => showPlainStatus(message));
}
