/**
 * Top-level nodes counted as a phone's first screen: their first pictures are asked for at once, with
 * high priority (and the page's first reads preload them: src/app/first-reads.ts); a node further down
 * waits, like every other picture, until the shopper scrolls near it. Apart from React: the script that
 * sends a page's first reads before the app's code reads it too.
 */
export const FIRST_SCREEN_NODES = 6;

/**
 * Top-level nodes surely covering a phone's screen, short ones included (a title, a spacer): a page is
 * first drawn this far at once (PageRenderer) and waits for their widgets' code only; the code of the
 * widgets further down comes after the first screen, so a node below never pops in on screen.
 */
export const FIRST_PASS_NODES = 16;
