import { describe, expect, it } from 'vitest';
import { mainThreadWork, type TraceEvent } from './trace-self-time';

const PAGE = 10;
const OTHER = 20;
const slice = (name: string, ts: number, dur: number, pid = PAGE, tid = 1): TraceEvent => ({ name, ph: 'X', ts, dur, pid, tid });

const trace: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', ts: 0, pid: PAGE, tid: 1, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', ts: 0, pid: OTHER, tid: 1, args: { name: 'CrRendererMain' } },
  { name: 'navigationStart', ph: 'R', ts: 500, pid: OTHER, tid: 1, args: { data: { documentLoaderURL: '' } } },
  { name: 'navigationStart', ph: 'R', ts: 1_000, pid: PAGE, tid: 1, args: { data: { documentLoaderURL: 'http://127.0.0.1/p' } } },
  slice('ThreadControllerImpl::RunTask', 900, 50),
  slice('ThreadControllerImpl::RunTask', 1_000, 10_000),
  slice('ParseHTML', 1_000, 4_000),
  slice('EvaluateScript', 2_000, 1_000),
  slice('Layout', 6_000, 3_000),
  slice('ThreadControllerImpl::RunTask', 12_000, 2_000),
  slice('Layout', 12_500, 1_000),
  slice('ThreadControllerImpl::RunTask', 13_000, 500, OTHER),
  slice('ThreadControllerImpl::RunTask', 13_000, 500, PAGE, 2),
  { name: 'probe:done', ph: 'R', ts: 15_000, pid: PAGE, tid: 1 },
  slice('ThreadControllerImpl::RunTask', 16_000, 5_000),
];

describe('mainThreadWork', () => {
  it("counts the page's main thread only, from its navigation to the mark, each event less its children", () => {
    const work = mainThreadWork(trace, 'probe:done');
    expect(work.untilMs).toBe(14);
    expect(work.tasks).toBe(2);
    expect(Object.fromEntries(work.selfMs)).toEqual({
      'ThreadControllerImpl::RunTask': 3 + 1,
      ParseHTML: 3,
      EvaluateScript: 1,
      Layout: 3 + 1,
    });
  });

  it('says what is missing', () => {
    expect(() => mainThreadWork(trace, 'probe:first')).toThrow('no probe:first');
    expect(() => mainThreadWork(trace.filter((event) => event.name !== 'navigationStart'), 'probe:done')).toThrow('no navigation');
  });
});
