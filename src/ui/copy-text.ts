import { toast, toastSuccess } from '../core/feedback';

/** The old way, for WebViews without the async clipboard: select a hidden textarea and copy. */
function copyWithTextarea(text: string): boolean {
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement('textarea');
  area.value = text;
  // Read-only keeps iOS from raising the keyboard; off-screen keeps the page from jumping.
  area.setAttribute('readonly', '');
  Object.assign(area.style, { position: 'fixed', top: '0', left: '-9999px', opacity: '0' });
  document.body.appendChild(area);
  try {
    area.select();
    area.setSelectionRange(0, text.length);
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    // Selecting moved focus to the textarea; give it back to the copy button.
    previous?.focus();
  }
}

async function copyText(text: string): Promise<boolean> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Some WebViews expose the API but refuse it (no permission, not a secure context).
    }
  }
  return copyWithTextarea(text);
}

/** Copies and says so in the words of mall-spec §8. */
export async function copyWithMessage(text: string): Promise<void> {
  if (await copyText(text)) toastSuccess('复制成功');
  else toast('复制失败，请再次尝试');
}
