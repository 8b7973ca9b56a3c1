/**
 * The demo back office's route pages (CONTRACT §7): routes of platform-spec §2 without an H5 screen that
 * its operators filled with published component pages. Answered in `/v1/config/get`; the build names
 * no page id.
 */
export const DEMO_ROUTE_PAGES: Readonly<Record<string, number>> = {
  '/active/new-exclusive': 102,
  '/new-product': 102,
  '/mall/setting/help': 116,
  '/help': 116,
  '/certificate-info': 117,
  '/coupon/list': 118,
  '/mission-center': 120,
  '/active/sign-in': 121,
};
