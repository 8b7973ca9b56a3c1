import { isWireError } from '../contract/wire-error';
import { isApiError, isSilentFailure, SILENT_FAILURE_MESSAGE } from '../core/request';

export const NETWORK_HINT = '请检查网络后重试';

/**
 * The line under a screen's error panel: the server's own words for a refusal (sold out, over the
 * limit), the field an answer lacked (服务器数据缺少 order.products[0].price), or else the network. An
 * ignore-list code is silent (CONTRACT §5): only 请稍后重试, never its msg, and the network is not to blame.
 */
export function failureText(error: unknown): string {
  if (isWireError(error)) return error.message;
  if (isSilentFailure(error)) return SILENT_FAILURE_MESSAGE;
  if (isApiError(error) && error.kind === 'business' && error.message) return error.message;
  return NETWORK_HINT;
}
