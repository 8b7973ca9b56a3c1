import type { HttpClient, RequestOptions } from '../../../core/request';
import type { PageDraft } from '../model';
import { pageList, pageVersions, publishedPage, savedPage, storedPage } from './admin-answers';

/** The back-office calls of CONTRACT §9. */
export interface PageSummary {
  id: number;
  title: string;
  status: string;
  updated_at: string;
  published_version: number | null;
  draft_version: number | null;
  scheduled_at: string | null;
}

export interface PageList {
  list: PageSummary[];
  has_more: boolean;
  total: number;
}

export interface StoredPage {
  id: number;
  version: number;
  document: PageDraft;
}

export interface PageVersion {
  version: number;
  saved_at: string;
  published_at?: string | null;
  note?: string;
}

export interface Published {
  id: number;
  published_version: number;
  scheduled_at: string | null;
}

export interface AdminApi {
  listPages: (page: number, pageSize: number) => Promise<PageList>;
  /** The draft, or one stored version. */
  readPage: (id: number, version?: number) => Promise<StoredPage>;
  /** A new page without `id`; `baseVersion` is the version the operator started from. */
  savePage: (document: PageDraft, id?: number, baseVersion?: number) => Promise<{ id: number; version: number }>;
  /** Now, or at an ISO time. */
  publishPage: (id: number, version: number, at?: string) => Promise<Published>;
  listVersions: (id: number) => Promise<PageVersion[]>;
}

/**
 * The calls go through the one request layer, unsigned, and their answers through the decoders beside them, with the operator's token as `x-admin-token`
 * and no shopper token. They never toast: the editor says what failed where the operator looks.
 */
export function createAdminApi(http: HttpClient, operatorToken: () => string | null): AdminApi {
  const options = (): RequestOptions => ({ silent: true, unsigned: { headers: { 'x-admin-token': operatorToken() ?? '' } } });
  return {
    listPages: (page, pageSize) => http.get<unknown>('/admin/v1/pages', { page, page_size: pageSize }, options()).then(pageList),
    readPage: (id, version) => http.get<unknown>('/admin/v1/page', { id, version }, options()).then(storedPage),
    savePage: (document, id, baseVersion) =>
      http
        .post<unknown>('/admin/v1/page/save', { ...(id === undefined ? {} : { id }), document, ...(baseVersion === undefined ? {} : { base_version: baseVersion }) }, options())
        .then(savedPage),
    publishPage: (id, version, at) => http.post<unknown>('/admin/v1/page/publish', { id, version, ...(at ? { at } : {}) }, options()).then(publishedPage),
    listVersions: (id) => http.get<unknown>('/admin/v1/page/versions', { id }, options()).then((answer) => pageVersions(answer).list),
  };
}
