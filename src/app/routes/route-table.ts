import { MALL_ROUTES } from './mall-routes';
import type { RouteEntry } from './types';

const downloadPage = () => import('../../features/platform/DownloadPage');

/** Testers' tools ship only in dev and in demo builds (VITE_DEMO_TOOLS=1, which `npm start` sets). */
const DEMO_TOOLS = import.meta.env.DEV || import.meta.env.VITE_DEMO_TOOLS === '1';
const DEV_ROUTES: RouteEntry[] = DEMO_TOOLS
  ? [
      { path: '/dev/fixtures', title: '页面样例', page: () => import('../../features/dev-tools/FixtureGallery') },
      { path: '/dev/editor', title: '页面编辑器', page: () => import('../../features/page-editor/screens/DevEditorScreen') },
    ]
  : [];

/** Every route of platform-spec §2 and mall-spec §2 with a screen here; the app-only ones are in app-only-routes.ts. */
export const ROUTE_TABLE: RouteEntry[] = [
  ...MALL_ROUTES,
  { path: '/gzj/download', title: '下载公主购APP', page: downloadPage },
  { path: '/download', title: '下载公主购APP', page: downloadPage },
  { path: '/download/App', title: '下载公主购APP', page: downloadPage },
  { path: '/download/download-page', title: '下载公主购APP', page: downloadPage },
  // The back office's page editor (CONTRACT §9), in every build: it loads only on these routes.
  { path: '/admin/pages', title: '页面后台', page: () => import('../../features/page-editor/screens/PageListScreen') },
  { path: '/admin/pages/:id', title: '页面编辑', page: () => import('../../features/page-editor/screens/PageEditorScreen') },
  ...DEV_ROUTES,
];

/** Redirects of platform-spec §2: the root, and the old goods link that carries its id in the query. */
export const REDIRECTS = {
  root: '/member/become',
  legacyGoodsDetail: '/goods/detail',
  goodsDetail: '/mall/goods-detail',
} as const;
