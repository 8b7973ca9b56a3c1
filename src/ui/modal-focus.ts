/**
 * Keeps keyboard focus inside the open modal dialog (`aria-modal="true"`, the topmost shown one):
 * Tab and Shift+Tab cycle through its controls, and focus that lands behind it is brought back.
 * One listener pair for every dialog, whichever component draws it (react-vant's popups and
 * dialogs have no focus handling of their own).
 */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const isShown = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';

function openModal(): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>('[aria-modal="true"]')].filter(isShown).at(-1);
}

function focusablesIn(modal: HTMLElement): HTMLElement[] {
  return [...modal.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(isShown);
}

function cycleTab(event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const modal = openModal();
  if (!modal) return;
  const controls = focusablesIn(modal);
  const first = controls[0];
  const last = controls.at(-1);
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  if (!modal.contains(active)) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

function bringFocusBack(event: FocusEvent): void {
  const modal = openModal();
  if (modal && event.target instanceof Node && !modal.contains(event.target)) focusablesIn(modal)[0]?.focus();
}

/** Safe to call again: a listener already added is not added twice. */
export function keepFocusInModals(): void {
  document.addEventListener('keydown', cycleTab);
  document.addEventListener('focusin', bringFocusBack);
}
