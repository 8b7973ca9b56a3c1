import { loadDocument, type DocumentState } from './load-document';

/**
 * Documents read before their page renders: while the app starts (the page it opens on) and on the
 * server that draws that page. A page whose document is here at its first render shows it at once,
 * which is also what lets the client take over a server-drawn page without drawing it again.
 */
interface Reading {
  promise: Promise<DocumentState>;
  /** Set once the reading has ended (failures included: the page shows them as its own). */
  state?: DocumentState;
}

const readings = new Map<string, Reading>();

const keyOf = (id: string, preview: boolean) => `${preview ? 'draft' : 'live'}:${id}`;

function keep(id: string, preview: boolean, promise: Promise<DocumentState>): Promise<DocumentState> {
  const reading: Reading = { promise };
  readings.set(keyOf(id, preview), reading);
  return promise.then((state) => (reading.state = state));
}

/** The page's query as the page reads it: `?id=…`, and `&preview=1` for the draft. */
function pageOf(search: URLSearchParams): { id: string; preview: boolean } {
  return { id: search.get('id') ?? '', preview: search.get('preview') === '1' };
}

/** Starts reading the page's document ahead of its first render; resolves when it has been read. */
export async function prepareDocument(search: URLSearchParams): Promise<void> {
  const { id, preview } = pageOf(search);
  if (!id || readings.has(keyOf(id, preview))) return;
  await keep(id, preview, loadDocument(id, preview));
}

/** Hands the page a document already read elsewhere (the server that draws the page). */
export function keepReadDocument(search: URLSearchParams, state: DocumentState): void {
  const { id, preview } = pageOf(search);
  readings.set(keyOf(id, preview), { promise: Promise.resolve(state), state });
}

/** The document read ahead for this page, if its reading has ended. */
export function preparedDocument(id: string, preview: boolean): DocumentState | undefined {
  return readings.get(keyOf(id, preview))?.state;
}

/** The reading started ahead for this page, ended or not, taken once: a later visit reads afresh. */
export function takePrepared(id: string, preview: boolean): Promise<DocumentState> | undefined {
  const reading = readings.get(keyOf(id, preview));
  readings.delete(keyOf(id, preview));
  return reading?.promise;
}
