/**
 * A Chromium trace of one page load read for the page's main thread: the self time of each trace event
 * (its duration less its children's) from the page's navigation start to a mark, and how many tasks ran.
 * Read by ./trace-compare.ts.
 */

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { documentLoaderURL?: string } };
}

export interface MainThreadWork {
  /** Self ms by trace event name. */
  selfMs: Map<string, number>;
  /** Top-level tasks run (each `ThreadControllerImpl::RunTask`). */
  tasks: number;
  /** ms from navigation start to the mark. */
  untilMs: number;
}

const TASK = 'ThreadControllerImpl::RunTask';

/** The work of the page's main thread from its navigation start (the page's own, not about:blank's) to `mark`. */
export function mainThreadWork(events: readonly TraceEvent[], mark: string): MainThreadWork {
  const navigation = events.find((event) => event.name === 'navigationStart' && /^https?:/.test(event.args?.data?.documentLoaderURL ?? ''));
  if (!navigation) throw new Error('the trace has no navigation to an http(s) page');
  const end = events.find((event) => event.name === mark && event.ts >= navigation.ts);
  if (!end) throw new Error(`the trace has no ${mark} after the navigation`);
  const main = events.find((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.pid === navigation.pid);
  if (!main) throw new Error("the trace names no main thread for the page's process");
  const slices = events
    .filter((event) => event.ph === 'X' && event.pid === main.pid && event.tid === main.tid && event.ts >= navigation.ts && event.ts < end.ts)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const selfMs = new Map<string, number>();
  const add = (name: string, ms: number) => selfMs.set(name, (selfMs.get(name) ?? 0) + ms);
  const open: TraceEvent[] = [];
  let tasks = 0;
  for (const slice of slices) {
    while (open.length && open.at(-1)!.ts + (open.at(-1)!.dur ?? 0) <= slice.ts) open.pop();
    const durationMs = (slice.dur ?? 0) / 1000;
    const parent = open.at(-1);
    if (parent) add(parent.name, -durationMs);
    add(slice.name, durationMs);
    if (slice.name === TASK && !parent) tasks += 1;
    open.push(slice);
  }
  return { selfMs, tasks, untilMs: (end.ts - navigation.ts) / 1000 };
}
