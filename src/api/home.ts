import { catalogCalls } from '../contract/catalog/calls';
import { callsOf, type RequestOptions } from './call';
import { HOME_FEED_TAB_ID, PAGE_SIZE } from './constants';
import type { FeedPage, FeedQuery, HomeInfo } from '../contract';

const { get } = callsOf(catalogCalls);

export function getHomeInfo(options?: RequestOptions): Promise<HomeInfo> {
  return get('/v1/index/get', undefined, options);
}

export type HomeFeedRequest = Pick<FeedQuery, 'page'> & Partial<Pick<FeedQuery, 'tab_id'>>;

export function listHomeFeed({ page, tab_id = HOME_FEED_TAB_ID }: HomeFeedRequest, options?: RequestOptions): Promise<FeedPage> {
  return get('/v1/index/footer/product/list', { tab_id, page, page_size: PAGE_SIZE }, options);
}
