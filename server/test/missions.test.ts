/** The 14 mission-centre calls of CONTRACT §8: shapes, state, and each refusal with its code and message. */
import { describe, expect, it } from 'vitest';
import type {
  BillingRewardPage,
  HistoryActivityPage,
  InviteFriendsMission,
  MissionCompleteResult,
  MissionIndex,
  MissionRecordPage,
  MissionSignResult,
  ReceiveRewardResult,
  RuleImage,
  ShareProductMission,
  ShoppingMission,
  SignRecordPage,
} from '../../src/contract/index.ts';
import { testServer } from './helpers.ts';

// The test clock starts on Wednesday 2026-11-11, 10:00 China time: Monday and Tuesday are this week's past days.
const MONDAY = '2026-11-09';
const TUESDAY = '2026-11-10';

async function freshShopper() {
  const server = testServer();
  const token = await server.login('13700009901');
  const call = <T>(method: 'GET' | 'POST', path: string, body?: Record<string, unknown>) => server.call<T>(method, path, { token, ...(body ? { body } : {}) });
  return { server, token, call };
}

describe('mission centre: sign-in', () => {
  it('answers the index with the week, the streak, the cards and the missions', async () => {
    const { call } = await freshShopper();
    const index = (await call<MissionIndex>('GET', '/1/mission/index')).data;
    expect(index.sign).toMatchObject({ today_signed: false, continuous_days: 0, remind: 0, repair_cards: 1 });
    expect(index.sign.days.map((d) => d.date)).toEqual([MONDAY, TUESDAY, '2026-11-11', '2026-11-12', '2026-11-13', '2026-11-14', '2026-11-15']);
    expect(index.sign.days.map((d) => d.can_repair)).toEqual([true, true, false, false, false, false, false]);
    expect(index.sign.days[2]?.is_today).toBe(true);
    expect(index.missions.map((m) => m.status)).toEqual(index.missions.map(() => 0));
  });

  it('signs once a day: the second time is refused', async () => {
    const { call } = await freshShopper();
    const signed = await call<MissionSignResult>('GET', '/1/mission/sign');
    expect(signed.data).toMatchObject({ date: '2026-11-11', continuous_days: 1 });
    expect(signed.data.coin_total).toBe(signed.data.reward);
    expect(await call('GET', '/1/mission/sign')).toMatchObject({ code: 130102, msg: '今日已签到' });
  });

  it('makes up a missed day with a card, never the same day twice, and refuses without a card', async () => {
    const { call } = await freshShopper();
    await call('GET', '/1/mission/sign');
    const repaired = await call<MissionSignResult>('POST', '/v1/mission/repair/sign/in', { date: TUESDAY });
    expect(repaired.data).toMatchObject({ date: TUESDAY, continuous_days: 2 });
    expect(await call('POST', '/v1/mission/repair/sign/in', { date: TUESDAY })).toMatchObject({ code: 40073, msg: '该日期无需补签' });
    expect(await call('POST', '/v1/mission/repair/sign/in', { date: '2026-11-12' })).toMatchObject({ code: 40073 });
    expect(await call('POST', '/v1/mission/repair/sign/in', { date: MONDAY })).toMatchObject({ code: 40072, msg: '补签卡已用完' });
    const index = (await call<MissionIndex>('GET', '/1/mission/index')).data;
    expect(index.sign.repair_cards).toBe(0);
    expect(index.sign.days.map((d) => d.signed)).toEqual([false, true, true, false, false, false, false]);
    expect(index.sign.days[0]?.can_repair).toBe(true);
  });

  it('switches the reminder and keeps it', async () => {
    const { call } = await freshShopper();
    expect((await call('POST', '/1/mission/set_sign_remind', { remind: 1 })).data).toEqual({ remind: 1 });
    expect((await call<MissionIndex>('GET', '/1/mission/index')).data.sign.remind).toBe(1);
    expect((await call('POST', '/1/mission/set_sign_remind', { remind: 0 })).data).toEqual({ remind: 0 });
  });

  it('lists the sign-in record newest first, signed and made-up days told apart, in pages', async () => {
    const { call } = await freshShopper();
    await call('GET', '/1/mission/sign');
    await call('POST', '/v1/mission/repair/sign/in', { date: MONDAY });
    const first = (await call<SignRecordPage>('POST', '/1/mission/sign_record', { page: 1, page_size: 1 })).data;
    expect(first).toMatchObject({ list: [{ date: '2026-11-11', type: 1 }], has_more: true, total: 2 });
    const second = (await call<SignRecordPage>('POST', '/1/mission/sign_record', { page: 2, page_size: 1 })).data;
    expect(second).toMatchObject({ list: [{ date: MONDAY, type: 2 }], has_more: false });
  });
});

describe('mission centre: missions and rewards', () => {
  it('completes idempotently, claims once, refuses an unfinished mission, and the coins follow', async () => {
    const { call } = await freshShopper();
    expect(await call('POST', '/1/mission/receive_reward', { id: 1 })).toMatchObject({ code: 40071, msg: '任务尚未完成，完成后再来领取吧' });
    expect((await call<MissionCompleteResult>('POST', '/1/mission/mission_complete', { id: 1 })).data).toEqual({ mission_id: 1, status: 1, already_completed: false });
    expect((await call<MissionCompleteResult>('POST', '/1/mission/mission_complete', { id: 1 })).data.already_completed).toBe(true);
    expect((await call<ReceiveRewardResult>('POST', '/1/mission/receive_reward', { id: 1 })).data).toEqual({ mission_id: 1, reward: 10, coin_total: 10 });
    expect(await call('POST', '/1/mission/receive_reward', { id: 1 })).toMatchObject({ code: 40070, msg: '奖励已领取，请勿重复领取' });
    // Completing a claimed mission again changes nothing.
    expect((await call<MissionCompleteResult>('POST', '/1/mission/mission_complete', { id: 1 })).data).toEqual({ mission_id: 1, status: 2, already_completed: true });
    const index = (await call<MissionIndex>('GET', '/1/mission/index')).data;
    expect(index.coin_total).toBe(10);
    expect(index.missions.find((m) => m.id === 1)).toMatchObject({ status: 2, progress: 1 });
    expect(await call('POST', '/1/mission/mission_complete', { id: 99 })).toMatchObject({ code: 40004, msg: '任务不存在' });
  });

  it('lists the mission record, newest first', async () => {
    const { call } = await freshShopper();
    await call('POST', '/1/mission/mission_complete', { id: 6 });
    await call('POST', '/1/mission/receive_reward', { id: 6 });
    const records = (await call<MissionRecordPage>('POST', '/1/mission/mission_record', { page: 1, page_size: 20 })).data;
    expect(records).toMatchObject({ list: [{ id: 6, title: '完善个人资料', reward: 15 }], has_more: false, total: 1 });
  });

  it('answers the shopping and share missions with product cards; sharing a product completes the share mission', async () => {
    const { call } = await freshShopper();
    const shopping = (await call<ShoppingMission>('POST', '/1/mission/shopping')).data;
    expect(shopping.mission).toMatchObject({ id: 4, status: 0 });
    expect(shopping.products.length).toBeGreaterThan(0);
    expect(shopping.products[0]).toMatchObject({ product_id: expect.any(Number), price_object: { price: expect.anything() } });
    const share = (await call<ShareProductMission>('POST', '/1/mission/share_product_detail')).data;
    expect(share.mission).toMatchObject({ id: 2, status: 0 });
    const productId = share.products[0]!.product_id;
    const shared = (await call<ShareProductMission>('POST', '/1/mission/share_product_detail', { product_id: productId })).data;
    expect(shared.mission?.status).toBe(1);
  });

  it('answers the invite mission with the code, the friends and the reward per friend', async () => {
    const server = testServer();
    const token = await server.login();
    const invite = (await server.call<InviteFriendsMission>('POST', '/1/mission/invite_friends', { token })).data;
    expect(invite).toMatchObject({ mission: { id: 3 }, invite_code: expect.stringMatching(/^GZG/), invited_num: 2, reward_per_friend: 100 });
    expect(invite.friends.map((f) => f.nick_name)).toEqual(['小鹿同学', '橙子']);
    expect(invite.friends[0]?.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('lists the order rewards and past activities in pages', async () => {
    const server = testServer();
    const token = await server.login();
    const billing = (await server.call<BillingRewardPage>('POST', '/1/mission/billing_reward', { token, body: { page: 1, page_size: 2 } })).data;
    expect(billing.list).toHaveLength(2);
    expect(billing.list[0]).toMatchObject({ order_no: expect.any(String), reward: expect.any(Number), status_label: expect.stringMatching(/到账/) });
    expect(billing.has_more).toBe(true);
    const history = (await server.call<HistoryActivityPage>('POST', '/1/mission/history_activity', { token, body: { page: 1, page_size: 20 } })).data;
    expect(history).toMatchObject({ list: [{ id: 31, status_label: '已结束' }, { id: 32 }], has_more: false, total: 2 });
  });

  it('answers the rules as plain text, and the newbie rules as HTML', async () => {
    const { call } = await freshShopper();
    const rules = (await call<RuleImage>('POST', '/1/mission/rule_image')).data;
    expect(rules.image).toMatch(/^\/static\/img\//);
    expect(rules.rule_text).not.toMatch(/</);
    expect((await call<RuleImage>('POST', '/1/mission/rule_image', { type: 'newbie' })).data.rule_text).toMatch(/^<p>/);
  });

  it.each([
    ['GET', '/1/mission/index'],
    ['GET', '/1/mission/sign'],
    ['POST', '/v1/mission/repair/sign/in'],
    ['POST', '/1/mission/set_sign_remind'],
    ['POST', '/1/mission/sign_record'],
    ['POST', '/1/mission/mission_complete'],
    ['POST', '/1/mission/receive_reward'],
    ['POST', '/1/mission/shopping'],
    ['POST', '/1/mission/share_product_detail'],
    ['POST', '/1/mission/invite_friends'],
    ['POST', '/1/mission/billing_reward'],
    ['POST', '/1/mission/history_activity'],
    ['POST', '/1/mission/mission_record'],
  ] as const)('%s %s asks a visitor to log in (code 2)', async (method, path) => {
    const server = testServer();
    expect(await server.call(method, path, method === 'POST' ? { body: { id: 1 } } : {})).toMatchObject({ code: 2, msg: '请先登录' });
  });
});
