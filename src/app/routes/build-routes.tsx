import type { ReactElement } from 'react';
import { Navigate, useLocation, useParams, type RouteObject } from 'react-router-dom';
import { lazyPage } from './lazy-page';
import { RequireLogin } from './RequireLogin';
import { REDIRECTS, ROUTE_TABLE } from './route-table';
import { ROUTE_TAKEOVERS } from './takeovers';
import type { PageLoader, RouteEntry, RouteHandle } from './types';
import { loadWidgetsFor } from '../../core/renderer';
import type { SystemScreen } from '../../features/system-page/SystemPage';

const AppOnlyPage = lazyPage(() => import('../../features/platform/AppOnlyPage'));
const TakenOverPage = lazyPage<{ pageId: string; preview: boolean }>(() =>
  import('../../features/component-page/ComponentPage').then((module) => ({ default: module.ComponentPage })),
);

/**
 * The screen's code and its system widget's code download in parallel; the operator widgets it
 * draws start downloading too, without holding the screen (it can ask the server meanwhile).
 */
function systemPageLoader(screen: SystemScreen): PageLoader {
  return () => {
    if (screen.preload?.length) void loadWidgetsFor(screen.preload.map((type) => ({ type }))).catch(() => undefined);
    return Promise.all([import('../../features/system-page/SystemPage'), loadWidgetsFor([{ type: screen.type }])]).then(([module]) => ({
      default: function SystemScreenPage() {
        return <module.SystemPage screen={screen} />;
      },
    }));
  };
}

/** A route without a screen of its own: an operator's component page if one took it over, else the app. */
function pageFor(entry: RouteEntry): ReactElement {
  if (entry.system) {
    const Page = lazyPage(systemPageLoader(entry.system));
    return <Page />;
  }
  if (entry.page) {
    const Page = lazyPage(entry.page);
    return <Page />;
  }
  const takeover = ROUTE_TAKEOVERS[entry.path];
  return takeover ? <TakenOverPage pageId={String(takeover)} preview={false} /> : <AppOnlyPage />;
}
const NotFoundPage = lazyPage(() => import('../../features/platform/NotFoundPage'));

/** `/goods/detail?id=X` is an old link to the goods detail (platform-spec §2). */
function LegacyGoodsDetail() {
  const { search } = useLocation();
  return <Navigate to={`${REDIRECTS.goodsDetail}${search}`} replace />;
}

/** `/goods/detail/:goodid` names the same product in the path. */
function GoodsDetailById() {
  const { goodid = '' } = useParams();
  return <Navigate to={`${REDIRECTS.goodsDetail}?id=${encodeURIComponent(goodid)}`} replace />;
}

function routeObject(entry: RouteEntry): RouteObject {
  const handle: RouteHandle = { title: entry.title, keepAlive: Boolean(entry.keepAlive) };
  const page = pageFor(entry);
  return {
    id: entry.path,
    path: entry.path,
    handle,
    element: entry.auth ? <RequireLogin>{page}</RequireLogin> : page,
  };
}

export function buildRoutes(): RouteObject[] {
  return [
    { index: true, element: <Navigate to={REDIRECTS.root} replace /> },
    { path: REDIRECTS.legacyGoodsDetail, element: <LegacyGoodsDetail />, handle: { title: '商品详情', keepAlive: false } },
    ...ROUTE_TABLE.map(routeObject),
    { path: `${REDIRECTS.legacyGoodsDetail}/:goodid`, element: <GoodsDetailById />, handle: { title: '商品详情', keepAlive: false } },
    { path: '*', element: <NotFoundPage />, handle: { title: '页面不存在', keepAlive: false } },
  ];
}
