import { useMemo, useState } from 'react';
import { PullRefresh } from '../../../src/ui/vant/pull-refresh';
import { getHomeInfo } from '../../../src/api/home';
import { config } from '../../../src/core/config';
import { serverClock } from '../../../src/core/request';
import { defineWidget, loadedWidget, loadWidgetsFor, PageRenderer, useRenderSettings, type WidgetRenderProps } from '../../../src/core/renderer';
import { ErrorPanel } from '../../../src/ui/ErrorPanel';
import { failureText } from '../../../src/ui/failure-text';
import { preparedReads } from '../../../src/core/early-answers';
import { useRemote } from '../../../src/ui/use-remote';
import { homeContent, type HomeContent } from './home-filter';
import validate from './props.schema.json?validate';
import styles from './widget.module.css';

export interface PortalProps {
  tab_id?: string | number;
}

/** The home is drawn with operators' own widgets, so it looks and behaves like their pages. */
const HEADER_WIDGETS = [{ type: 'banner' }, { type: 'icon-grid' }];
const FEED_TYPE = 'product-feed';
const FEED_WIDGETS = [{ type: FEED_TYPE }];
const BANNER_INTERVAL_MS = 3000;
const BANNER_RATIO = 750 / 320;
/** The banner and icon grid take at most 20 items each (their schemas). */
const MAX_ITEMS = 20;
/** The banner's and icon grid's title limits (their schemas): a longer server title is cut rather than losing the node. */
const BANNER_TITLE_MAX = 60;
const SHORTCUT_TITLE_MAX = 10;
const now = () => serverClock.nowMs();

function headerNodes({ banners, shortcuts }: HomeContent) {
  return [
    ...(banners.length
      ? [{ id: 'home-banner', type: 'banner', props: { interval: BANNER_INTERVAL_MS, loop: true, ratio: BANNER_RATIO, items: banners.slice(0, MAX_ITEMS).map((item) => ({ ...item, title: item.title.slice(0, BANNER_TITLE_MAX) })) } }]
      : []),
    ...(shortcuts.length
      ? [{ id: 'home-shortcuts', type: 'icon-grid', props: { columns: 5, items: shortcuts.slice(0, MAX_ITEMS).map((item) => ({ ...item, title: item.title.slice(0, SHORTCUT_TITLE_MAX) || '精选' })) } }]
      : []),
  ];
}

/** The banner and shortcuts, read with the code that draws them. */
const readHome = () => Promise.all([getHomeInfo(), loadWidgetsFor(HEADER_WIDGETS)]).then(([info]) => homeContent(info, config.productHosts));
const homeAhead = { reads: preparedReads(readHome, () => 'home'), query: undefined };
const readFeedCode = () => loadWidgetsFor(FEED_WIDGETS).then(() => true);
const feedCodeAhead = { reads: preparedReads(readFeedCode, () => 'feed'), query: undefined };

function feedProps(tabId: PortalProps['tab_id']) {
  return { source: 'home-feed' as const, tab_id: tabId ?? 0, columns: 2 as const };
}

/** The header and the feed's first page, read before the home is drawn (while the app starts, or on the server). */
async function prepareHome({ tab_id }: PortalProps): Promise<void> {
  await Promise.all([homeAhead.reads.prepare(homeAhead.query), feedCodeAhead.reads.prepare(feedCodeAhead.query)]);
  await loadedWidget(FEED_TYPE)?.prepare?.(feedProps(tab_id));
}

function HeaderSkeleton() {
  return (
    <div aria-busy="true" aria-label="加载中">
      <div className={styles.bannerSkeleton} />
      <div className={styles.shortcutSkeleton}>
        {Array.from({ length: 5 }, (_, index) => (
          <span key={index} />
        ))}
      </div>
    </div>
  );
}

/** /mall/portal (mall-spec §2): banner, icon shortcuts and the endless home feed. */
function Portal({ props }: WidgetRenderProps<PortalProps>) {
  const settings = useRenderSettings();
  const [round, setRound] = useState(0);
  // Whether the last pull brought fresh content: a failed one must not end on 刷新成功.
  const [pullWorked, setPullWorked] = useState(true);
  const home = useRemote(readHome, [], homeAhead);
  const feed = useRemote(readFeedCode, [], feedCodeAhead);
  const header = useMemo(() => (home.data ? headerNodes(home.data) : []), [home.data]);
  const feedNodes = useMemo(
    () => [{ id: `home-feed-${round}`, type: FEED_TYPE, props: feedProps(props.tab_id) }],
    [round, props.tab_id],
  );
  const rendererSettings = useMemo(() => ({ preview: false, loggedIn: settings.loggedIn, platform: settings.platform }), [settings.loggedIn, settings.platform]);

  // A pull reloads the header in place and starts the feed again from its first page.
  // When the header's read fails, the request layer has said why and the head just closes.
  const refresh = async () => {
    const [fresh] = await Promise.all([home.refresh(), feed.refresh()]);
    setPullWorked(fresh);
    setRound((value) => value + 1);
  };

  const backdrop = home.data?.backdrop;
  return (
    <PullRefresh onRefresh={refresh} pullingText="下拉刷新" loosingText="释放刷新" loadingText="加载中…" successText={pullWorked ? '刷新成功' : undefined}>
      <header className={styles.header} style={backdrop ? { backgroundImage: `url(${JSON.stringify(backdrop)})` } : undefined}>
        {home.status === 'ready' ? (
          <PageRenderer nodes={header} settings={rendererSettings} now={now} />
        ) : home.status === 'failed' ? (
          <ErrorPanel title="首页内容加载失败" detail={failureText(home.error)} actions={[{ label: '重新加载', onClick: home.reload, primary: true }]} />
        ) : (
          <HeaderSkeleton />
        )}
      </header>
      {feed.status === 'ready' ? (
        <PageRenderer nodes={feedNodes} settings={rendererSettings} now={now} />
      ) : feed.status === 'failed' ? (
        <ErrorPanel title="商品列表加载失败" detail={failureText(feed.error)} actions={[{ label: '重新加载', onClick: feed.reload, primary: true }]} />
      ) : null}
    </PullRefresh>
  );
}

export default defineWidget<PortalProps>({ type: 'system:portal', validate, component: Portal, prepare: prepareHome });
