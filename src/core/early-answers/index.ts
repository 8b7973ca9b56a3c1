/**
 * Answers that exist before a screen asks, in one place (issue 38): at the wire, those the server put in
 * the page (./primed.ts), those the first-reads script sent while the app's code was still on its way
 * (./early-reads.ts) and, on a server drawing a page, that page's own (./page-being-drawn.ts), each taken
 * by the request layer as the read's answer; decoded, the reads a screen makes ahead of its first render
 * (./reads-ahead.ts). A server drawing pages for many visitors forgets all of them at once after each.
 */
import { answerOnlyFromPage } from './page-being-drawn';
import { forgetAllReadsAhead } from './reads-ahead';

export { EARLY_ANSWER_MAX_AGE_MS, eitherAnswers, type EarlyAnswers, type EarlyResponse } from './answers';
export { earlyReadsSent, publishedEarlyReads } from './early-reads';
export { answerOnlyFromPage, pageBeingDrawn } from './page-being-drawn';
export { pageServerIsTheApi, primedAnswers } from './primed';
export { preparedReads, READ_AHEAD_MAX_AGE_MS, type PreparedReads, type Settled } from './reads-ahead';

/** The server, after drawing a page: nothing answered or read for one visitor's page may reach the next one's. */
export function forgetEarlyAnswers(): void {
  answerOnlyFromPage(null);
  forgetAllReadsAhead();
}
