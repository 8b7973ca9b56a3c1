import type { EarlyAnswers } from './answers';

let drawn: EarlyAnswers | null = null;

/**
 * While the server draws a page (src/entry-server.tsx), its screen's reads are answered by that page's
 * answers alone: the request layer sends nothing from there, and a read the page does not answer fails,
 * which leaves the screen to the client.
 */
export function answerOnlyFromPage(answers: EarlyAnswers | null): void {
  drawn = answers;
}

/** The answers of the page being drawn, while a server draws one. */
export function pageBeingDrawn(): EarlyAnswers | null {
  return drawn;
}
