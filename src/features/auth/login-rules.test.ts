import { describe, expect, it } from 'vitest';
import { MESSAGES, normaliseCode, normalisePhone, phoneFormError, safeReturnPath } from './login-rules';

describe('login rules (mall-spec §5)', () => {
  it.each(['13800138000', '19912345678', '15000000000'])('accepts %s', (phone) => {
    expect(phoneFormError(phone, true)).toBeNull();
  });

  it.each(['12800138000', '1380013800', '23800138000', '10000000000'])('rejects %s with 手机号格式不正确', (phone) => {
    expect(phoneFormError(phone, true)).toBe(MESSAGES.phoneInvalid);
  });

  it('needs a phone first, then the agreement', () => {
    expect(phoneFormError('', false)).toBe(MESSAGES.phoneRequired);
    expect(phoneFormError('13800138000', false)).toBe(MESSAGES.agreementRequired);
  });

  it('limits input to 11 digits and the code to 6', () => {
    expect(normalisePhone('138 0013-8000 99')).toBe('13800138000');
    expect(normaliseCode('12a3 4567')).toBe('123456');
  });

  it('returns only to in-app paths', () => {
    expect(safeReturnPath('/mall/order/list?orderindex=1', '/home')).toBe('/mall/order/list?orderindex=1');
    expect(safeReturnPath('//evil.test/x', '/home')).toBe('/home');
    expect(safeReturnPath('https://evil.test', '/home')).toBe('/home');
    expect(safeReturnPath('/\\evil.test', '/home')).toBe('/home');
    expect(safeReturnPath(null, '/home')).toBe('/home');
  });
});
