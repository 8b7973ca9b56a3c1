import { config } from '../config';
import { toast } from '../feedback';
import { requestLogin, session } from '../session';
import { serverClock } from './clock';
import { createHttpClient } from './client';
import { earlyReadsSent, eitherAnswers, pageBeingDrawn, pageServerIsTheApi, primedAnswers } from '../early-answers';
import { PRIMED_ANSWERS_ID } from '../../contract/embedded-answers';

export { ApiError, isApiError, isSilentFailure, type ApiErrorKind } from './errors';
export { SILENT_FAILURE_MESSAGE } from './messages';
export { reportFailure } from './report-failure';
export { serverClock, type ServerClock } from './clock';
export { CLOCK_PATH, createHttpClient, type HttpClient, type Query, type Body, type RequestOptions, type WholeAnswer } from './client';
export type { Envelope } from './envelope';

let sessionReady: Promise<void> = Promise.resolve();

/** Calls wait for this before they go, so the first ones already carry the app's token. */
export function waitForSession(ready: Promise<void>): void {
  sessionReady = ready.catch(() => undefined);
}

/** The one request layer every call of the app goes through. */
export const http = createHttpClient({
  baseURL: config.apiBase,
  secret: config.signSecret,
  clock: serverClock,
  getToken: session.token,
  getDeviceId: session.deviceId,
  onUnauthorized: () => {
    session.get().setToken(null);
    void requestLogin();
  },
  notify: toast,
  ready: () => sessionReady,
  // Answers in the page count only when its server is the API; a server drawing a page (src/entry-server.tsx) has none.
  early:
    typeof document !== 'undefined' && pageServerIsTheApi(config.apiBase, location.origin)
      ? eitherAnswers(primedAnswers(document.getElementById(PRIMED_ANSWERS_ID)?.textContent, () => performance.now()), earlyReadsSent)
      : earlyReadsSent,
  pageBeingDrawn,
});
