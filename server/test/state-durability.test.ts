import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderCreateResult, Product } from '../../src/contract/index.ts';
import { projectRoot } from '../options.ts';
import { DurableFile, nodeFileIo, type FileIo } from '../state/durable-file.ts';
import { StatePersister } from '../state/persister.ts';
import { StateStore } from '../state/store.ts';
import { testServer, type TestServer } from './helpers.ts';

const SEED = join(projectRoot, 'fixtures/demo/seed-state.json');
const tempDir = () => mkdtempSync(join(tmpdir(), 'h5-state-'));
const onDisk = (dir: string) => JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8')) as { trades: { trade_no: string }[]; addresses: { full_name: string }[] };

/** The real file system, except that the first `failures` writes fail as a full disk would. */
function fullDisk(failures: number): FileIo & { calls: string[] } {
  let left = failures;
  const calls: string[] = [];
  const fail = () => {
    if (left-- > 0) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
  };
  return {
    calls,
    async writeSynced(path, text) {
      calls.push('write');
      fail();
      await nodeFileIo.writeSynced(path, text);
    },
    writeSyncedSync(path, text) {
      calls.push('write');
      fail();
      nodeFileIo.writeSyncedSync(path, text);
    },
    rename: (from, to) => {
      calls.push('rename');
      nodeFileIo.rename(from, to);
    },
    remove: nodeFileIo.remove,
    syncDir: (dir) => {
      calls.push('sync-dir');
      nodeFileIo.syncDir(dir);
    },
  };
}

function storeOn(dir: string, io: FileIo, warn: (line: string) => void): StateStore {
  return new StateStore({ dataDir: dir, seedFile: SEED, now: () => 1_800_000_000, reset: false, debounceMs: 0, retryMs: 5, warn, io });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('durable file', () => {
  it('writes a synced temp file in the same directory, renames it over the file, then syncs the directory', async () => {
    const dir = tempDir();
    const io = fullDisk(0);
    const file = new DurableFile(join(dir, 'state.json'), io);
    await file.write('{"a":1}');
    expect(io.calls).toEqual(['write', 'rename', 'sync-dir']);
    expect(readFileSync(join(dir, 'state.json'), 'utf8')).toBe('{"a":1}');
    expect(readdirSync(dir)).toEqual(['state.json']);
  });

  it('discards an older asynchronous write that finishes after a newer synchronous one', async () => {
    const dir = tempDir();
    const file = new DurableFile(join(dir, 'state.json'));
    const older = file.write('"older"');
    file.writeSync('"newer"');
    expect(await older).toBe('superseded');
    expect(readFileSync(join(dir, 'state.json'), 'utf8')).toBe('"newer"');
    expect(readdirSync(dir)).toEqual(['state.json']);
  });
});

describe('a failing disk', () => {
  it('is logged and retried; the store keeps working and writes once the disk recovers', async () => {
    const dir = tempDir();
    const warnings: string[] = [];
    const store = storeOn(dir, fullDisk(0), (line) => warnings.push(line));
    const failing = fullDisk(2);
    const again = storeOn(dir, failing, (line) => warnings.push(line));
    expect(again.state.customers.length).toBe(store.state.customers.length);

    again.state.tokens.survivor = 1;
    again.changed();
    await vi.waitFor(() => expect(warnings.some((line) => line.includes('written again after 2 failed attempt(s)'))).toBe(true), { timeout: 2000 });
    expect(warnings[0]).toMatch(/could not write .*state\.json: ENOSPC.*retrying in 5 ms/);
    expect(JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8')).tokens.survivor).toBe(1);
  });

  it('rejects a durable write while the disk fails, and a state too large to stringify never throws into a timer', async () => {
    const warnings: string[] = [];
    const seeded = storeOn(tempDir(), fullDisk(0), () => {});
    const persister = new StatePersister(new DurableFile(seeded.file, fullDisk(1)), () => '{}', { debounceMs: 0, retryMs: 1000, warn: (line) => warnings.push(line) });
    await expect(persister.durable()).rejects.toThrow('ENOSPC');
    await expect(persister.durable()).resolves.toBeUndefined();

    const huge = new StatePersister(new DurableFile(seeded.file), () => {
      throw new RangeError('Invalid string length');
    }, { debounceMs: 0, retryMs: 1000, warn: (line) => warnings.push(line) });
    huge.changed();
    await vi.waitFor(() => expect(warnings.some((line) => line.includes('Invalid string length'))).toBe(true), { timeout: 1000 });
  });

  it('answers an order create with 50300 and keeps no trace of it while state.json cannot be replaced; reads go on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const server = testServer({ persistRetryMs: 20 });
    const token = await server.login();
    const state = join(server.dataDir, 'state.json');
    // A directory where the file should be: every rename onto it fails (EISDIR), as for any write error.
    rmSync(state);
    mkdirSync(join(state, 'blocker'), { recursive: true });
    const stockBefore = server.deps.store.state.stock['1301'];
    const trades = server.deps.store.state.trades.length;
    const create = () => server.call<OrderCreateResult>('POST', '/v1/trade/order/create', {
      token, body: { buy_product: { 1301: 1 }, buy_type: 2, address_id: 1, payment_id: 1, open_id: 'oTEST' },
    });

    expect(await create()).toEqual({ code: 50300, msg: '系统繁忙，订单未能保存，请稍后重试', data: null });
    expect(server.deps.store.state.stock['1301']).toBe(stockBefore);
    expect(server.deps.store.state.trades.length).toBe(trades);
    expect(warn.mock.calls.some(([line]) => String(line).includes('could not write'))).toBe(true);
    expect((await server.call<Product>('GET', '/v1/product/detail/get', { query: { product_id: 1301 } })).code).toBe(0);

    rmSync(state, { recursive: true });
    const made = await create();
    expect(made.code).toBe(0);
    expect(onDisk(server.dataDir).trades.some((t) => t.trade_no === made.data.trade_no)).toBe(true);
  });
});

describe('durable answers', () => {
  const slowDebounce = (): TestServer => testServer({ persistDebounceMs: 60_000 });

  it('has an order on disk before its create is answered', async () => {
    const server = slowDebounce();
    const token = await server.login();
    const made = await server.call<OrderCreateResult>('POST', '/v1/trade/order/create', {
      token, body: { buy_product: { 1301: 1 }, buy_type: 2, address_id: 1, payment_id: 1, open_id: 'oTEST' },
    });
    expect(made.code).toBe(0);
    expect(onDisk(server.dataDir).trades.some((t) => t.trade_no === made.data.trade_no)).toBe(true);
  });

  it('has an address on disk before its add is answered', async () => {
    const server = slowDebounce();
    const token = await server.login();
    const res = await server.call('POST', '/v1/customer/address/add', {
      token,
      body: { full_name: '赵六', mobile: '13800138000', province: '北京市', province_id: '110000', city: '北京市', city_id: '110100', area: '朝阳区', area_id: '110105', address: '建国路2号' },
    });
    expect(res.code).toBe(0);
    expect(onDisk(server.dataDir).addresses.some((a) => a.full_name === '赵六')).toBe(true);
  });
});

describe('an unusable state.json on start', () => {
  for (const [name, content] of [
    ['truncated', '{"version":1,"seq":{"customer":10'],
    ['garbage', '\u0000\u0001 not json at all'],
    ['an empty object', '{}'],
    ['orders without items', JSON.stringify({ ...JSON.parse(readFileSync(SEED, 'utf8')), orders: [{ id: 1, customer_id: 1, status: 0, parcels: [], receiver: {} }] })],
  ] as const) {
    it(`is moved aside with a warning naming it, and the server starts reseeded (${name})`, async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const dir = tempDir();
      writeFileSync(join(dir, 'state.json'), content);
      const server = testServer({ dataDir: dir });
      expect((await server.call('GET', '/v1/index/get')).code).toBe(0);
      expect((await server.call('GET', '/v1/customer/index/get', { token: await server.login() })).code).toBe(0);

      const aside = readdirSync(dir).find((f) => f.startsWith('state.json.corrupt-'));
      expect(aside).toBeDefined();
      expect(readFileSync(join(dir, aside!), 'utf8')).toBe(content);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(join(dir, aside!)));
      expect(existsSync(join(dir, 'state.json'))).toBe(true);
    });
  }
});
