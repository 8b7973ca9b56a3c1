/**
 * The one place that knows where the page runs (native app, mini program, WeChat, browser) and decides
 * what each screen does there (CONTRACT §4). Screens call these; none asks the environment itself.
 */
export { host, hostPolicy } from './current';
export { HOST_POLICIES, type HostPolicy } from './policy';
export { APP_ANSWER_MS, openAppOnlyRoute, type AppOnlyOutcome } from './app-only-route';
export { buyNow, payPlacedOrder, type PaymentWays, type PurchaseFields, type PurchaseWays } from './purchase';
export { offerShareCard, pageNeedsShareEntry, shareNow, type ShareCard } from './share';
export { setPageTitle, type TitleColours } from './title';
export { leave } from './leave';
export { MOVE_TO_APP_MESSAGE } from '../bridge/actions';
export { contactServiceInHost, openHostScreen, openOutsidePage, savePicture, scanInHost } from './native-screens';
