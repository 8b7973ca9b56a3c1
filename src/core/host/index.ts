/**
 * The one place that knows where the page runs (native app, mini program, WeChat, browser) and decides
 * what each screen does there (CONTRACT §4). Screens call these; none asks the environment itself.
 *
 * This entry holds what the shell needs, and whether a page needs a share entry (a line; a file of its
 * own cost a page more than its bytes). The rest is imported by its path, so a route's decisions load with
 * that route and stay out of every shopper's first download: `./purchase` (立即购买, 去支付), `./share`
 * (share cards and entries), `./app-only-route` (routes with no H5 screen), `./device` (saving a picture,
 * customer service, scanning).
 */
export { host, hostPolicy } from './current';
export { HOST_POLICIES, type HostPolicy } from './policy';
export { setPageTitle, type TitleColours } from './title';
export { leave } from './leave';
export { pageNeedsShareEntry } from './share-entry';
export { openHostScreen, openOutsidePage } from './native-screens';
export { MOVE_TO_APP_MESSAGE } from '../bridge/actions';
