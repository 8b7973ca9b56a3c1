import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { host } from '../../core/host';
import { serverClock } from '../../core/request';
import { loadedWidget, PageRenderer } from '../../core/renderer';
import { useSession } from '../../core/session';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { navigate } from '../../core/navigation';
import { MALL_PATHS } from '../../mall/paths';
import { MallTabBar } from './MallTabBar';
import styles from './SystemPage.module.css';

/** A mall screen whose body is one system widget, fed from the address (mall-spec §2). */
export interface SystemScreen {
  /** A `system:*` widget type. */
  type: string;
  /** Query parameters passed on as props of the same name. */
  query?: readonly string[];
  /** Path parameters passed on as props: path parameter → prop name. */
  pathParams?: Readonly<Record<string, string>>;
  /** Props fixed by the route (one widget serving several addresses, such as the info pages). */
  props?: Readonly<Record<string, string>>;
  /** Home, Category and Mine carry the mall's bottom tabs. */
  tabBar?: boolean;
}

const now = () => serverClock.nowMs();
const BAD_LINK = '链接参数有误';

/** A screen that fails while drawing keeps its place with a way out, never a blank page (issue 18). */
function screenFailed(retry: () => void) {
  return (
    <ErrorPanel
      title="页面出错了"
      detail="请重新加载，或返回首页"
      actions={[
        { label: '重新加载', onClick: retry, primary: true },
        { label: '返回首页', onClick: () => navigate(MALL_PATHS.home, { replace: true }) },
      ]}
    />
  );
}

function screenProps(screen: SystemScreen, search: string, params: Readonly<Record<string, string | undefined>>) {
  const query = new URLSearchParams(search);
  const props: Record<string, string> = { ...screen.props };
  for (const name of screen.query ?? []) {
    const value = query.get(name);
    if (value) props[name] = value;
  }
  for (const [param, prop] of Object.entries(screen.pathParams ?? {})) {
    const value = params[param];
    if (value) props[prop] = value;
  }
  return props;
}

/**
 * Reads what the screen's widget shows first, ahead of its first render (its code is loaded). Only
 * the query is known here: a screen fed from its path reads once it is drawn.
 */
export function prepareScreen(screen: SystemScreen, search: URLSearchParams): Promise<void> {
  const widget = loadedWidget(screen.type);
  const props = screenProps(screen, search.toString(), {});
  return widget?.prepare && widget.validate(props) ? widget.prepare(props) : Promise.resolve();
}

/**
 * Renders the screen's system widget through the same renderer as operators' pages (checked props,
 * its own error boundary). The route loader has already loaded the widget's code.
 */
export function SystemPage({ screen }: { screen: SystemScreen }) {
  const { search } = useLocation();
  const params = useParams();
  // The params object is new on every render; its contents decide when the props change.
  const paramsKey = JSON.stringify(params);
  const loggedIn = useSession((state) => Boolean(state.token));
  const props = useMemo(
    () => screenProps(screen, search, JSON.parse(paramsKey) as Record<string, string | undefined>),
    [screen, search, paramsKey],
  );
  const nodes = useMemo(() => [{ id: 'screen', type: screen.type, props }], [screen.type, props]);
  const settings = useMemo(() => ({ preview: false, loggedIn, platform: host, failedNode: screenFailed }), [loggedIn]);
  const widget = loadedWidget(screen.type);
  if (!widget) throw new Error(`system widget ${screen.type} is not loaded`);

  // A published page would skip a node with bad props; a screen says so instead of going blank.
  const body = widget.validate(props) ? (
    <PageRenderer nodes={nodes} settings={settings} now={now} />
  ) : (
    <ErrorPanel
      title={BAD_LINK}
      detail="请检查链接是否完整"
      actions={[{ label: '返回首页', onClick: () => navigate(MALL_PATHS.home, { replace: true }), primary: true }]}
    />
  );
  return (
    <div className={screen.tabBar ? styles.withTabBar : styles.page}>
      {body}
      {screen.tabBar ? <MallTabBar /> : null}
    </div>
  );
}
