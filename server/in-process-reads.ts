/**
 * The demo's front reads the double in-process (`app.request`), not over HTTP. A read with a test fault
 * waiting is not answered here: the test that set the fault wants the client to meet it.
 */
import type { Faults } from './admin/faults.ts';
import type { App, Deps } from './context.ts';
import { signedQuery, type FirstReader } from './front/reads.ts';

export function inProcessReader(app: App, deps: Deps, faults: Faults | undefined): FirstReader {
  return async (read, page) => {
    if (faults?.waiting('GET', read.path)) return { skipped: true };
    const url = `${read.path}?${signedQuery(read.path, read.query, deps.options.secret, deps.clock.now())}`;
    try {
      // The binding marks it for the request log as the server's own read, not the client's.
      const response = await app.request(url, {}, { primedFor: page });
      if (response.status !== 200) return { skipped: true };
      return { envelope: await response.json() };
    } catch {
      // The double's own failures are its log's to tell (hostile answers that are not JSON are meant
      // for the client): the page just goes out without this answer, as a static host's would.
      return { skipped: true };
    }
  };
}
