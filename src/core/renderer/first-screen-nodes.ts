/**
 * Top-level nodes counted as a phone's first screen: their first pictures are asked for at once, with
 * high priority (and the page's first reads preload them: src/app/first-reads.ts); a node further down
 * waits, like every other picture, until the shopper scrolls near it. Apart from React: the script that
 * sends a page's first reads before the app's code reads it too.
 */
export const FIRST_SCREEN_NODES = 6;

/**
 * Top-level nodes surely covering a phone's screen, short ones included (a title, a spacer): a page waits
 * for their widgets' code only, and a page too long to be drawn in one pass (PageRenderer) is first drawn
 * this far. A node further down whose widget's code is not here yet waits for it alone, below the screen,
 * so it never pops in where the shopper is looking.
 */
export const FIRST_PASS_NODES = 16;
