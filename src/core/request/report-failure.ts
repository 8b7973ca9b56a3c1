import { toast } from '../feedback';
import { isApiError, isSilentFailure } from './errors';

/**
 * For an action the shopper started that failed: say why, unless the request layer already did (so a
 * failure is told exactly once) or the back end asked for silence (an ignore-list code, mall-spec §8).
 */
export function reportFailure(error: unknown, fallback = '操作失败，请稍后再试'): void {
  if (isSilentFailure(error) || (isApiError(error) && error.shown)) return;
  toast(isApiError(error) && error.message ? error.message : fallback);
}
