import { plainMarkup } from './plain-markup';

/**
 * Rich text made safe to insert. Plain markup (plain-markup.ts: operator copy mostly is) needs no
 * sanitiser; anything else waits for DOMPurify (sanitize-html.ts, 11 KB gzip), a chunk of its own that
 * a page whose rich text is all plain never downloads.
 */
type Sanitize = (html: string) => string;

let sanitize: Sanitize | null = null;
let loading: Promise<void> | null = null;
/** The latest failed download, until a render has thrown it. */
let failure: { error: unknown } | null = null;

/** Fetches the sanitiser's code (once; again after a failed download). */
export function loadSanitizer(): Promise<void> {
  loading ??= import('./sanitize-html').then(
    (module) => {
      sanitize = module.sanitizeRichText;
      failure = null;
    },
    (error: unknown) => {
      loading = null;
      failure = { error };
      throw error;
    },
  );
  return loading;
}

/** Whether drawing `html` needs the sanitiser's code. */
export const needsSanitizer = (html: string): boolean => plainMarkup(html) === null;

/**
 * `html` made safe, now; markup that is not plain, before the sanitiser's code has come, suspends the
 * render (React's Suspense) until it has. A failed download is thrown once, to the part's error
 * boundary, and the next render fetches the code again.
 */
export function sanitizedOrSuspend(html: string): string {
  const plain = plainMarkup(html);
  if (plain !== null) return plain;
  if (sanitize) return sanitize(html);
  if (failure) {
    const { error } = failure;
    failure = null;
    throw error;
  }
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React 18's Suspense protocol: a render suspends by throwing what it waits for
  throw loadSanitizer();
}
