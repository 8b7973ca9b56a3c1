/**
 * Answers the server put in the page for its first reads (server/front/primed.ts), so the first screen
 * does not wait one or two round trips for them. Each is taken at most once, only by the exact read it
 * answers, only while the page is fresh, and, when it depends on who asks, only by a shopper without a
 * token. A page without the block, or with one that does not parse, just means every read is sent.
 */
// With extensions: the embedded server loads this file under Node, and the Vite config bundles it for
// `npm run dev` (its native config loader wants them).
import { answersByRead, readKey, type EarlyAnswers } from './answers.ts';
import { readEnvelope } from '../request/envelope.ts';
import type { PrimedAnswer } from '../../contract/embedded-answers.ts';

function isAnswer(value: unknown): value is PrimedAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const { path, query, for_anyone } = value as Partial<PrimedAnswer>;
  return (
    typeof path === 'string' &&
    typeof for_anyone === 'boolean' &&
    typeof query === 'object' &&
    query !== null &&
    Object.values(query).every((field) => typeof field === 'string') &&
    'envelope' in value
  );
}

function parse(text: string): PrimedAnswer[] {
  // A page served as built has no block: nothing to parse (a failed parse costs a thrown error).
  if (!text) return [];
  try {
    const answers = (JSON.parse(text) as { answers?: unknown } | null)?.answers;
    return Array.isArray(answers) ? answers.filter(isAnswer) : [];
  } catch {
    return [];
  }
}

/**
 * The answers come from the server that sent the page: worth taking only when that server is also
 * the API (CONTRACT §1: the build may be pointed at another API base, with the page from anywhere).
 */
export function pageServerIsTheApi(apiBase: string, pageOrigin: string): boolean {
  if (!apiBase) return true;
  try {
    return new URL(apiBase, pageOrigin).origin === pageOrigin;
  } catch {
    return false;
  }
}

/** `text` is the block's content; `pageAgeMs` tells how long ago the page was requested. */
export function primedAnswers(text: string | null | undefined, pageAgeMs: () => number): EarlyAnswers {
  const answers = parse(text ?? '')
    // The server sends only successes; anything else in the page is left for the server to say again.
    .filter((answer) => readEnvelope(answer.envelope).kind === 'data')
    .map((answer) => [readKey(answer.path, answer.query), { forAnyone: answer.for_anyone, envelope: answer.envelope }] as const);
  return answersByRead(answers, pageAgeMs, (answer) => ({ data: answer.envelope }));
}
