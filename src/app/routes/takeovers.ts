/**
 * Routes an operator has taken over with a component page: path → page id. A route listed here
 * renders that published page in place of the "open in the app" page; adding a line is the whole
 * change. The demo takes over /active/new-exclusive with page 102.
 */
export const ROUTE_TAKEOVERS: Readonly<Record<string, number>> = {
  '/active/new-exclusive': 102,
  // The settings screen's help and certificate pages: texts the back office publishes, not the build's.
  '/mall/setting/help': 116,
  '/certificate-info': 117,
};
