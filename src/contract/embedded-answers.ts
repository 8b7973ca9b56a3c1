/**
 * What a server writes into a page it serves and the client reads back (server/front/, src/core/early-answers/primed.ts,
 * src/app/first-reads.ts, src/main.tsx): one place for the element ids, the attribute and the data block's format.
 */

/** The element id of the answers block: `<script type="application/json" id=…>{ "answers": PrimedAnswer[] }`. */
export const PRIMED_ANSWERS_ID = 'primed-answers';

/** One read answered in the page. */
export interface PrimedAnswer {
  path: string;
  /** The query the read is sent with, before platform, timestamp and sign are added. */
  query: Record<string, string>;
  /** False when the answer depends on who asks (a favourite mark): not for a signed-in shopper. */
  for_anyone: boolean;
  envelope: unknown;
}

/**
 * The element id of the script that sends the first reads from a page served as built
 * (src/app/first-reads-entry.ts, scripts/build/first-reads-script.ts): a page the front answered itself goes out without it.
 */
export const FIRST_READS_SCRIPT_ID = 'first-reads';

/**
 * Set on #root by a server that drew the first screen into it (server/front/draw.ts); the app hydrates it, and
 * takes the attribute away as it starts to (public/after-paint.js keeps early taps until then).
 */
export const SERVER_DRAWN_ATTRIBUTE = 'data-server-drawn';
