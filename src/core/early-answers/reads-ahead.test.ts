import { describe, expect, it } from 'vitest';
import { answerOnlyFromPage, forgetEarlyAnswers, pageBeingDrawn } from '.';
import { READ_AHEAD_MAX_AGE_MS, preparedReads } from './reads-ahead';

describe('preparedReads', () => {
  it('keeps each reading under its query and hands it over once', async () => {
    const reads = preparedReads((page: number) => Promise.resolve(`page ${page}`), String);
    await Promise.all([reads.prepare(1), reads.prepare(2)]);
    expect([reads.settled(1), reads.settled(3)]).toEqual([{ ok: true, value: 'page 1' }, undefined]);
    await expect(reads.take(1)).resolves.toBe('page 1');
    expect([reads.settled(1), reads.take(1)]).toEqual([undefined, undefined]);
    expect(reads.settled(2)).toEqual({ ok: true, value: 'page 2' });
  });

  it('hands over a reading still on its way, so the screen waits for it instead of asking again', async () => {
    let answer!: (value: string) => void;
    let asked = 0;
    const reads = preparedReads(() => new Promise<string>((resolve) => ((asked += 1), (answer = resolve))), () => 'home');
    const prepared = reads.prepare(undefined);
    expect(reads.settled(undefined)).toBeUndefined();
    const taken = reads.take(undefined);
    answer('home');
    await prepared;
    await expect(taken).resolves.toBe('home');
    expect(asked).toBe(1);
  });

  it('keeps a failed reading as the screen’s failure, and fails its preparation', async () => {
    const reads = preparedReads(() => Promise.reject(new Error('network')), () => 'home');
    await expect(reads.prepare(undefined)).rejects.toThrow('network');
    expect(reads.settled(undefined)).toEqual({ ok: false, error: new Error('network') });
    await expect(reads.take(undefined)).rejects.toThrow('network');
  });

  it('does not use a reading older than a minute', async () => {
    let now = 1_000;
    const reads = preparedReads(() => Promise.resolve('feed'), () => 'feed', () => now);
    await reads.prepare(undefined);
    now += READ_AHEAD_MAX_AGE_MS;
    expect(reads.settled(undefined)).toEqual({ ok: true, value: 'feed' });
    now += 1;
    expect([reads.settled(undefined), reads.take(undefined)]).toEqual([undefined, undefined]);
  });

  it('reads once for a query read ahead twice, and again only after a failure', async () => {
    let asked = 0;
    const reads = preparedReads(() => (asked += 1) === 1 ? Promise.reject(new Error('network')) : Promise.resolve('home'), () => 'home');
    await expect(reads.prepare(undefined)).rejects.toThrow('network');
    await reads.prepare(undefined);
    await reads.prepare(undefined);
    expect(asked).toBe(2);
    expect(reads.settled(undefined)).toEqual({ ok: true, value: 'home' });
  });

  it('keeps a value read elsewhere as the ended reading', async () => {
    const reads = preparedReads((): Promise<string> => Promise.reject(new Error('not asked')), () => 'home');
    reads.keep(undefined, 'drawn');
    await reads.prepare(undefined);
    expect(reads.settled(undefined)).toEqual({ ok: true, value: 'drawn' });
    await expect(reads.take(undefined)).resolves.toBe('drawn');
  });

  it('lets the server drop every reading after a drawing, with the page it was answering from', async () => {
    const home = preparedReads(() => Promise.resolve('home'), () => 'home');
    const feed = preparedReads(() => Promise.resolve('feed'), () => 'feed');
    await Promise.all([home.prepare(undefined), feed.prepare(undefined)]);
    answerOnlyFromPage({ take: () => undefined });
    forgetEarlyAnswers();
    expect([home.settled(undefined), feed.settled(undefined), pageBeingDrawn()]).toEqual([undefined, undefined, null]);
  });
});
