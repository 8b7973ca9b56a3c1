import { isWireError } from '../api/decode/read';
import { isApiError } from '../core/request';

export const NETWORK_HINT = '请检查网络后重试';

/**
 * The line under a screen's error panel: the server's own words for a refusal (sold out, over the
 * limit), the field an answer lacked (服务器数据缺少 order.products[0].price), or else the network.
 */
export function failureText(error: unknown): string {
  if (isWireError(error)) return error.message;
  if (isApiError(error) && error.kind === 'business' && error.message) return error.message;
  return NETWORK_HINT;
}
