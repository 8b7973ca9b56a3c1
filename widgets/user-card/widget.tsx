import { getCustomerProfile } from '../../src/api/customer';
import { getMissionIndex } from '../../src/api/mission';
import type { Customer } from '../../src/contract';
import { defineWidget, useTakingOver, type WidgetRenderProps } from '../../src/core/renderer';
import { ensureLoggedIn, requestLogin, useSession } from '../../src/core/session';
import { MALL_PATHS, orderListPath } from '../../src/mall/paths';
import { AppLink } from '../../src/ui/AppLink';
import { Img } from '../../src/ui/Img';
import { LoadError } from '../../src/ui/LoadError';
import { useRemote } from '../../src/ui/use-remote';
import validate from './props.schema.json?validate';
import styles from './widget.module.css';

export interface UserCardProps {
  show_assets?: boolean;
  show_orders?: boolean;
}

/** What a count badge says: nothing for 0, "99+" above 99. */
export function badgeText(count: number | undefined): string {
  const value = Math.floor(count ?? 0);
  if (!(value > 0)) return '';
  return value > 99 ? '99+' : String(value);
}

/** The Mine screen's order shortcuts: the order list's tabs (CONTRACT §5 orderindex) and after-sales. */
const ORDER_SHORTCUTS = [
  { label: '待付款', count: (profile: Customer) => profile.pending_num, to: orderListPath(1) },
  { label: '待发货', count: (profile: Customer) => profile.no_shipped_num, to: orderListPath(2) },
  { label: '待收货', count: (profile: Customer) => profile.shipped_num, to: orderListPath(3) },
  { label: '退款/售后', count: (profile: Customer) => profile.refund_num, to: MALL_PATHS.afterSales },
];

function Orders({ profile }: { profile: Customer | null }) {
  return (
    <ul className={styles.orders} aria-label="我的订单">
      {ORDER_SHORTCUTS.map((item) => {
        const badge = profile ? badgeText(item.count(profile)) : '';
        return (
          <li key={item.label}>
            {/* A visitor is asked to log in instead (mall-spec §6); the link's name carries the count. */}
            <AppLink
              className={styles.shortcut}
              to={item.to}
              aria-label={badge ? `${item.label} ${badge}` : undefined}
              onClick={(event) => {
                if (!ensureLoggedIn()) event.preventDefault();
              }}
            >
              <span>{item.label}</span>
              {badge ? (
                <span className={styles.badge} aria-hidden="true">
                  {badge}
                </span>
              ) : null}
            </AppLink>
          </li>
        );
      })}
    </ul>
  );
}

function Visitor({ showOrders }: { showOrders: boolean }) {
  return (
    <>
      <div className={styles.head}>
        <span className={styles.avatar}>
          <Img src="" alt="默认头像" ratio={1} />
        </span>
        <button type="button" className={styles.login} onClick={() => void requestLogin()}>
          登录/注册
        </button>
      </div>
      {showOrders ? <Orders profile={null} /> : null}
    </>
  );
}

/**
 * The coin total is not in the profile (/v1/customer/index/get): it is read from the mission
 * centre's index (/1/mission/index coin_total), quietly; without it the card shows no coins.
 */
async function coinTotal(): Promise<number | null> {
  try {
    return (await getMissionIndex({ silent: true })).coin_total;
  } catch {
    return null;
  }
}

function Member({ showAssets, showOrders }: { showAssets: boolean; showOrders: boolean }) {
  const profile = useRemote(() => getCustomerProfile(), []);
  const coins = useRemote(() => (showAssets ? coinTotal() : Promise.resolve(null)), [showAssets]);
  if (profile.status === 'failed') return <LoadError onRetry={profile.reload} />;
  if (!profile.data) {
    return (
      <span className={styles.status} role="status">
        加载中…
      </span>
    );
  }
  const data = profile.data;
  // The server answers customer_id 0 for a token it no longer accepts: a visitor's card then.
  if (!(data.customer_id > 0)) return <Visitor showOrders={showOrders} />;
  return (
    <>
      <div className={styles.head}>
        <span className={styles.avatar}>
          <Img src={data.headimgurl} alt="头像" ratio={1} />
        </span>
        <span className={styles.who}>
          <span className={styles.name}>{data.nick_name || '未设置昵称'}</span>
          {showAssets && typeof coins.data === 'number' ? (
            <span className={styles.coins}>
              金币 <strong>{coins.data}</strong>
            </span>
          ) : null}
        </span>
      </div>
      {showOrders ? <Orders profile={data} /> : null}
    </>
  );
}

function UserCard({ props }: WidgetRenderProps<UserCardProps>) {
  const signedInToken = useSession((state) => state.token);
  // The server cannot know who is signed in: its drawing shows the visitor's card, the shopper's follows.
  const token = useTakingOver() ? null : signedInToken;
  const showAssets = props.show_assets ?? true;
  const showOrders = props.show_orders ?? true;
  return (
    <section className={styles.card} aria-label="我的">
      {token ? (
        // Keyed by the token: logging in (or in as someone else) loads that shopper's card.
        <Member key={token} showAssets={showAssets} showOrders={showOrders} />
      ) : (
        <Visitor showOrders={showOrders} />
      )}
    </section>
  );
}

export default defineWidget<UserCardProps>({ type: 'user-card', validate, component: UserCard });
