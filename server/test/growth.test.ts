import { describe, expect, it } from 'vitest';
import type { Customer } from '../../src/contract/index.ts';
import { MAX_CUSTOMERS, MAX_LIVE_SMS_CODES, MAX_TOKENS_PER_CUSTOMER } from '../state/growth-limits.ts';
import { CODE_TTL_S } from '../state/sms-codes.ts';
import { DEMO_MOBILE, testServer } from './helpers.ts';

const askCode = (server: ReturnType<typeof testServer>, mobile: string) =>
  server.call('POST', '/v1/customer/sms_captcha_get', { body: { mobile, type: 'slogin' } });

describe('what a client can add to the state is bounded', () => {
  it('codes for ever new phones: expired ones are dropped, and too many waiting are refused', async () => {
    const server = testServer();
    const { sms } = server.deps.store.state;
    const now = server.deps.clock.now();
    for (let n = 0; n < MAX_LIVE_SMS_CODES; n++) sms[`139${String(n).padStart(8, '0')}`] = { code: '000000', sent_at: now };
    expect(await askCode(server, '13712340000')).toMatchObject({ code: 40020, msg: '验证码发送过于频繁，请稍后再试' });
    server.advance(CODE_TTL_S + 1);
    expect((await askCode(server, '13712340000')).code).toBe(0);
    expect(Object.keys(sms)).toEqual(['13712340000']);
  });

  it('logins of ever new customers stop at the cap; known customers still log in', async () => {
    const server = testServer();
    const { customers } = server.deps.store.state;
    const template = customers[0]!;
    for (let n = customers.length; n < MAX_CUSTOMERS; n++) customers.push({ ...template, customer_id: 100_000 + n, mobile: `136${String(n).padStart(8, '0')}` });
    await expect(server.login('13712340001')).rejects.toThrow('演示服务器的注册人数已满，请使用已有账号登录');
    await expect(server.login(DEMO_MOBILE)).resolves.toMatch(/^[0-9a-f]{48}$/);
  });

  it('logging in again and again keeps the newest sessions of a customer and ends the oldest', async () => {
    const server = testServer();
    const tokens: string[] = [];
    for (let n = 0; n < MAX_TOKENS_PER_CUSTOMER + 2; n++) tokens.push(await server.login(DEMO_MOBILE));
    const profileOf = async (token: string) => (await server.call<Customer>('GET', '/v1/customer/index/get', { token })).data.customer_id;
    const demoId = await profileOf(tokens.at(-1)!);
    expect(demoId).toBeGreaterThan(0);
    expect(Object.values(server.deps.store.state.tokens).filter((id) => id === demoId)).toHaveLength(MAX_TOKENS_PER_CUSTOMER);
    expect(await profileOf(tokens[0]!)).not.toBe(demoId);
    expect(await profileOf(tokens[2]!)).toBe(demoId);
  });
});
