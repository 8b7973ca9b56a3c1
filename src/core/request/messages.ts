/** Transport status messages (mall-spec §8). */
export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: '请求错误',
  401: '未授权，请登录',
  403: '拒绝访问',
  404: '请求地址出错',
  408: '请求超时',
  500: '服务器内部错误',
  501: '服务未实现',
  502: '网关错误',
  503: '服务不可用',
  504: '网关超时',
  505: 'HTTP版本不受支持',
};

export const TIMEOUT_MESSAGE = '请求超时，请检查网络后重试';
export const NETWORK_MESSAGE = '网络连接失败，请检查网络后重试';
export const UNKNOWN_STATUS_MESSAGE = '请求失败，请稍后重试';
export const DUPLICATE_MESSAGE = '数据请求中，请稍后';
export const MALFORMED_MESSAGE = '服务器返回了无法识别的数据';
/** An ignore-list code's failure carries these words instead of its msg, which the back end meant for no one. */
export const SILENT_FAILURE_MESSAGE = '请稍后重试';

export function statusMessage(status: number): string {
  return STATUS_MESSAGES[status] ?? `${UNKNOWN_STATUS_MESSAGE}（${status}）`;
}
