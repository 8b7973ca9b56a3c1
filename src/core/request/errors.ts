/**
 * Why a call rejected. `shown` says whether the shopper has already been told (a toast), so callers
 * only add their own message when it is false, and never for a `silent` one.
 */
export type ApiErrorKind =
  | 'business' // envelope code the server answered
  | 'silent' // envelope code on the ignore list (mall-spec §8): no toast, and its msg is shown nowhere
  | 'unauthorized' // envelope code 2
  | 'thrown' // envelope code 22002: the caller decides what to show
  | 'transport' // HTTP status outside 2xx
  | 'timeout'
  | 'network'
  | 'duplicate'
  | 'malformed';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly code: number | null = null,
    readonly shown = false,
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** An ignore-list code's failure: no toast, and a screen shows its own neutral words for it (CONTRACT §5). */
export function isSilentFailure(error: unknown): error is ApiError {
  return isApiError(error) && error.kind === 'silent';
}
