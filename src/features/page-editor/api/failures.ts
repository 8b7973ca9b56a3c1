import { isApiError } from '../../../core/request';

/** A save from a version older than the draft (CONTRACT §9): someone else saved in between. */
export const STALE_SAVE_CODE = 40900;

export type AdminFailure =
  | { kind: 'signed-out'; message: string }
  | { kind: 'stale'; message: string }
  | { kind: 'other'; message: string };

/** What a failed back-office call means for the operator. */
export function adminFailure(error: unknown): AdminFailure {
  if (isApiError(error) && ((error.kind === 'transport' && error.code === 401) || error.kind === 'unauthorized')) {
    return { kind: 'signed-out', message: '操作员口令无效或已过期，请重新输入' };
  }
  if (isApiError(error) && error.code === STALE_SAVE_CODE) {
    return { kind: 'stale', message: '有人在你之后保存了这个页面：你的修改没有覆盖它。请重新打开页面（先复制你需要的组件）后再改。' };
  }
  return { kind: 'other', message: error instanceof Error && error.message ? error.message : '请求失败' };
}
