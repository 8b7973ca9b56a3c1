/**
 * Client-supplied text for a log line: control characters (newlines included) and the Unicode line
 * separators are written as escapes, so no client can start a line of its own in the server log.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\\]/g;

export function clientText(text: string, maxChars = 2000): string {
  const cut = text.length > maxChars ? `${text.slice(0, maxChars)}…(${text.length} chars)` : text;
  return cut.replace(UNSAFE, (ch) => {
    if (ch === '\\') return '\\\\';
    if (ch === '\n') return '\\n';
    if (ch === '\r') return '\\r';
    if (ch === '\t') return '\\t';
    return `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}
