/**
 * Length caps on the free text a shopper can send, checked before any handler sees it. Without them a
 * 5 MB name was stored, copied into every order and written to state.json on each change. The caps
 * match the client's own input limits (widgets/system/address-add, confirm remarks) or sit well
 * above anything it sends, and count UTF-16 units as the browser's `maxLength` does.
 */
import type { MiddlewareHandler } from 'hono';
import { param, type Env } from '../context.ts';
import { CODE, fail } from '../envelope.ts';
import { wireText } from '../wire-text.ts';

interface Cap {
  field: string;
  max: number;
  /** Named in the message: `${label}不能超过${max}个字`. */
  label: string;
}

const ADDRESS_FORM: Cap[] = [
  { field: 'full_name', max: 20, label: '姓名' },
  { field: 'mobile', max: 20, label: '手机号码' },
  { field: 'province', max: 20, label: '省份' },
  { field: 'city', max: 20, label: '城市' },
  { field: 'area', max: 20, label: '区县' },
  { field: 'province_id', max: 12, label: '省份编号' },
  { field: 'city_id', max: 12, label: '城市编号' },
  { field: 'area_id', max: 12, label: '区县编号' },
  { field: 'address', max: 100, label: '详细地址' },
];

export const FIELD_CAPS: Readonly<Record<string, Cap[]>> = {
  '/v1/customer/address/add': ADDRESS_FORM,
  '/v1/address/format': [{ field: 'address', max: 300, label: '粘贴的地址' }],
  '/v1/trade/order/create': [{ field: 'open_id', max: 128, label: '微信授权标识' }],
  '/v1/customer/sms_captcha_get': [{ field: 'type', max: 20, label: '验证码类型' }],
  '/v1/customer/service/info/get': [
    { field: 'title', max: 300, label: '商品标题' },
    { field: 'sub_title', max: 300, label: '商品副标题' },
    { field: 'img', max: 2000, label: '商品图片地址' },
    { field: 'price', max: 30, label: '商品价格' },
  ],
};

/** Each seller's remark in an order create (`remark: { "<seller id>": text }`); the confirm page allows 200. */
export const REMARK_MAX = 200;
const REMARK_SELLERS_MAX = 50;

const tooLong = (label: string, max: number) => fail(CODE.BAD_PARAM, `${label}不能超过${max}个字`);

/** Text of a field as the handlers read it (a non-string is measured as its JSON). */
function remarkProblem(remark: unknown): ReturnType<typeof fail> | undefined {
  if (typeof remark !== 'object' || remark === null || Array.isArray(remark)) {
    return wireText(remark).length > REMARK_MAX ? tooLong('订单备注', REMARK_MAX) : undefined;
  }
  const entries = Object.values(remark);
  if (entries.length > REMARK_SELLERS_MAX) return fail(CODE.BAD_PARAM, '订单备注格式不正确');
  return entries.some((text) => wireText(text).length > REMARK_MAX) ? tooLong('订单备注', REMARK_MAX) : undefined;
}

export function capFields(): MiddlewareHandler<Env> {
  return async (c, next) => {
    for (const cap of FIELD_CAPS[c.req.path] ?? []) {
      if (wireText(param(c, cap.field)).length > cap.max) return c.json(tooLong(cap.label, cap.max));
    }
    if (c.req.path === '/v1/trade/order/create') {
      const problem = remarkProblem(param(c, 'remark'));
      if (problem) return c.json(problem);
    }
    await next();
  };
}
