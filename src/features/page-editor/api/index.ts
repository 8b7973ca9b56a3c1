import { http } from '../../../core/request';
import { createAdminApi } from './admin-api';
import { readOperatorToken } from './operator-token';

export { adminFailure, STALE_SAVE_CODE, type AdminFailure } from './failures';
export { keepOperatorToken, readOperatorToken } from './operator-token';
export type { AdminApi, PageList, PageSummary, PageVersion, Published, StoredPage } from './admin-api';

/** The back office on the same API base as the shopper's calls, in the operator's name. */
export const adminApi = createAdminApi(http, readOperatorToken);
