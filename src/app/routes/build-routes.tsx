import { Navigate, useLocation, useParams, type RouteObject } from 'react-router-dom';
import { lazyPage } from './lazy-page';
import { RequireLogin } from './RequireLogin';
import { REDIRECTS, ROUTE_TABLE } from './route-table';
import type { PageLoader, RouteEntry, RouteHandle } from './types';
import { hostPolicy } from '../../core/host';
import { loadWidgetsFor } from '../../core/renderer';
import type { SystemScreen } from '../../features/system-page/SystemPage';

const UnmatchedPage = lazyPage(() => import('./UnmatchedPage'));

/** The screen's code and its system widget's code download in parallel. */
function systemPageLoader(screen: SystemScreen): PageLoader {
  return () =>
    Promise.all([import('../../features/system-page/SystemPage'), loadWidgetsFor([{ type: screen.type }])]).then(([module]) => ({
      default: function SystemScreenPage() {
        return <module.SystemPage screen={screen} />;
      },
      prepare: (search: URLSearchParams) => module.prepareScreen(screen, search),
    }));
}

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

const hostLoginPage = () => import('../../features/platform/HostLoginPage');

/** The page a route shows here: inside the app and the mini program the host's login replaces our SMS login. */
function screenLoader(entry: RouteEntry): PageLoader {
  if (entry.system) return systemPageLoader(entry.system);
  return entry.smsLogin && hostPolicy.login === 'host-login' ? hostLoginPage : entry.page;
}

/**
 * The operator widgets the screen draws start downloading with its code, without holding the screen
 * (it can ask the server meanwhile).
 */
function pageLoader(entry: RouteEntry): PageLoader {
  const load = screenLoader(entry);
  const widgets = entry.preload ?? [];
  if (!widgets.length) return load;
  return () => {
    void loadWidgetsFor(widgets.map((type) => ({ type }))).catch(() => undefined);
    return load();
  };
}

function routeObject(entry: RouteEntry): RouteObject {
  const Page = lazyPage(pageLoader(entry));
  const handle: RouteHandle = { title: entry.title, keepAlive: Boolean(entry.keepAlive), preload: Page.preload };
  const page = <Page />;
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
    // App-only routes and not found: the page sets its own title once its table has arrived.
    { path: '*', element: <UnmatchedPage />, handle: { keepAlive: false, preload: UnmatchedPage.preload } },
  ];
}
