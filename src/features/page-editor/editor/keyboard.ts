/** The editor's shortcuts; typing in a field keeps its own (undo in a text box undoes its text). */
export type Shortcut = 'undo' | 'redo' | 'delete' | 'copy' | 'paste' | 'save';

const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export function shortcutOf(event: KeyboardEvent): Shortcut | null {
  const command = event.ctrlKey || event.metaKey;
  const key = event.key.toLowerCase();
  // Saving works everywhere, also while typing in a field.
  if (command && key === 's') return 'save';
  if (isTyping(event.target)) return null;
  if (command && key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (command && key === 'y') return 'redo';
  if (command && key === 'c') return 'copy';
  if (command && key === 'v') return 'paste';
  if (!command && (key === 'delete' || key === 'backspace')) return 'delete';
  return null;
}
