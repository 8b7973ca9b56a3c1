/**
 * The 14 mission answers of CONTRACT §8, taken from the demo server: strict, loose (the dialect machinery
 * of issue 18) and minimal (what a back end that leaves out every optional field sends) decode alike.
 */
import { describe, expect, it } from 'vitest';
import { speak } from '../../../server/dialect/dialects.ts';
import { testServer } from '../../../server/test/helpers.ts';
import { missionCalls } from './calls';
import { missionCompleteCalls } from './complete';
import * as mission from './decode';

/** path → decoder, from the mission part of the call table. */
const decoders: Record<string, (data: unknown) => unknown> = Object.fromEntries(
  Object.entries({ ...missionCalls, ...missionCompleteCalls }).map(([call, { decode }]) => [call.slice(call.indexOf(' ') + 1), decode]),
);

async function strictAnswers(): Promise<[string, unknown][]> {
  const server = testServer();
  const token = await server.login();
  const calls: [method: 'GET' | 'POST', path: string, body?: Record<string, unknown>][] = [
    ['GET', '/1/mission/sign'],
    ['POST', '/v1/mission/repair/sign/in', {}],
    ['POST', '/1/mission/set_sign_remind', { remind: 1 }],
    ['POST', '/1/mission/sign_record', { page: 1, page_size: 20 }],
    ['POST', '/1/mission/mission_complete', { id: 6 }],
    ['POST', '/1/mission/receive_reward', { id: 6 }],
    ['GET', '/1/mission/index'],
    ['POST', '/1/mission/shopping'],
    ['POST', '/1/mission/share_product_detail'],
    ['POST', '/1/mission/invite_friends'],
    ['POST', '/1/mission/billing_reward', { page: 1, page_size: 20 }],
    ['POST', '/1/mission/history_activity', { page: 1, page_size: 20 }],
    ['POST', '/1/mission/mission_record', { page: 1, page_size: 20 }],
    ['POST', '/1/mission/rule_image'],
  ];
  // The demo customer has signed every past day of the test's week: one is forgotten, so there is a day to make up.
  const rec = server.deps.store.state.missions['10001'];
  if (rec) rec.signed = rec.signed.slice(0, 1);
  const answers: [string, unknown][] = [];
  for (const [method, path, body] of calls) {
    const answer = await server.call(method, path, { token, ...(body ? { body } : {}) });
    if (answer.code !== 0) throw new Error(`${path}: ${answer.code} ${answer.msg}`);
    answers.push([path, answer.data]);
  }
  return answers;
}

/** What a back end that sends only what it must sends: no `has_more`, no optional field, `null` lists. */
function minimal(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(minimal);
  if (typeof value !== 'object' || value === null) return value;
  const kept = Object.entries(value).filter(([key, field]) => key !== 'has_more' && key !== 'action' && !(Array.isArray(field) && field.length === 0));
  return Object.fromEntries(kept.map(([key, field]) => [key, minimal(field)]));
}

/** Screen data less what a minimal answer cannot say: whether more pages follow, a mission's action. */
function withoutOptional(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutOptional);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'has_more' && key !== 'action').map(([key, field]) => [key, withoutOptional(field)]));
}

const answers = strictAnswers();

describe('the mission answers in every dialect (CONTRACT §5, §8)', () => {
  it('reads an answer from each of the 14 calls', async () => {
    expect(new Set((await answers).map(([path]) => path))).toEqual(new Set(Object.keys(decoders)));
  });

  it('reads loose answers as the strict ones', async () => {
    for (const [path, strict] of await answers) {
      const decode = decoders[path]!;
      expect(decode(speak('loose', path, strict)), path).toEqual(decode(strict));
    }
  });

  it('reads minimal answers as the strict ones, less what they left out', async () => {
    for (const [path, strict] of await answers) {
      const decode = decoders[path]!;
      expect(decode(minimal(strict)), path).toEqual(withoutOptional(decode(strict)));
    }
  });

  it('reads the strict answers as sent', async () => {
    const all = new Map(await answers);
    const index = mission.missionIndex(all.get('/1/mission/index'));
    expect(index.sign.days).toHaveLength(7);
    expect(index.missions.find((m) => m.id === 6)?.status).toBe(2);
    expect(mission.inviteFriendsMission(all.get('/1/mission/invite_friends')).friends).toHaveLength(2);
  });
});

describe('the mission answers on a loose wire', () => {
  it('reads flags, numbers as strings, "" and null as absent, a null list as empty', () => {
    const index = mission.missionIndex({
      coin_total: '320',
      sign: { today_signed: '1', continuous_days: '', remind: true, repair_cards: null, days: [{ date: '2026-11-09', reward: '5', signed: 0, can_repair: 'true', is_today: '0' }] },
      missions: [{ id: '4', title: '下单购物', reward: '50', status: '1', progress: null, total: '1', action: '' }],
      banner: null,
    });
    expect(index).toEqual({
      coin_total: 320,
      sign: { today_signed: true, continuous_days: 0, remind: 1, repair_cards: 0, days: [{ date: '2026-11-09', reward: 5, signed: false, can_repair: true, is_today: false }] },
      missions: [{ id: 4, title: '下单购物', desc: '', icon: '', reward: 50, status: 1, progress: 0, total: 1 }],
      banner: '',
    });
    expect(mission.signRecordPage({ list: null, has_more: '0' })).toEqual({ list: [], has_more: false });
    expect(mission.receiveRewardResult({ mission_id: '1', reward: '10', coin_total: '' })).toEqual({ mission_id: 1, reward: 10 });
    expect(mission.shoppingMission({ mission: null, products: [{ product_id: '1001', price_object: { price: '9.90' } }, { title: 'no id' }] })).toMatchObject({
      products: [{ product_id: 1001, price_object: { price: 9.9 } }],
    });
    expect(mission.signRemindResult({ remind: '1' })).toEqual({ remind: 1 });
  });

  it('names the path of what a screen cannot do without', () => {
    expect(() => mission.missionIndex({ missions: [{ title: '无编号' }] })).toThrow('服务器数据缺少 missions.missions[0].id');
    expect(() => mission.missionIndex({ sign: { days: [{ reward: 5 }] } })).toThrow('服务器数据缺少 missions.sign.days[0].date');
    expect(() => mission.inviteFriendsMission({ invite_code: '' })).toThrow('服务器数据缺少 invite.invite_code');
    expect(() => mission.missionIndex({ missions: [{ id: 'abc' }] })).toThrow('服务器数据无法识别 missions.missions[0].id');
  });
});
