import type { ComponentProps } from 'react';
import type { Customer } from '../../../src/contract';
import { ensureLoggedIn } from '../../../src/core/session';
import { openCustomerService, openServerPage } from '../../../src/mall/contact';
import { MALL_PATHS, orderListPath } from '../../../src/mall/paths';
import { AppLink } from '../../../src/ui/AppLink';
import { SingleFlightButton } from '../../../src/ui/SingleFlightButton';
import styles from './widget.module.css';

/** What a count badge says: nothing for 0, "99+" above 99. */
export function badgeText(count: unknown): string {
  const value = Math.floor(Number(count) || 0);
  if (value <= 0) return '';
  return value > 99 ? '99+' : String(value);
}

const ICONS = {
  pay: 'M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H3zM3 7l13-3v3M16 13.5h2',
  ship: 'M3 7.5 12 3l9 4.5v9L12 21l-9-4.5zM3 7.5l9 4.5 9-4.5M12 12v9',
  receive: 'M2 6h12v10H2zM14 10h4l3 3v3h-7M5 18.5a1.5 1.5 0 1 0 3 0 1.5 1.5 0 0 0-3 0M16 18.5a1.5 1.5 0 1 0 3 0 1.5 1.5 0 0 0-3 0',
  refund: 'M4 9h11a5 5 0 0 1 0 10H8M4 9l4-4M4 9l4 4',
  service: 'M4 15v-3a8 8 0 0 1 16 0v3M4 14h3v5H4zM17 14h3v5h-3z',
  account: 'M4 5h16v11H10l-6 4z',
  collect: 'm12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.6l6.2-.9z',
  setting: 'M16 12a4 4 0 1 1-8 0 4 4 0 0 1 8 0zM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9 7 7M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1',
} as const;

function Icon({ d }: { d: string }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}

/** A link only a logged-in shopper follows; a visitor is asked to log in instead (mall-spec §6). */
function MemberLink(props: ComponentProps<typeof AppLink>) {
  return (
    <AppLink
      {...props}
      onClick={(event) => {
        if (!ensureLoggedIn()) event.preventDefault();
      }}
    />
  );
}

const ORDER_SHORTCUTS = [
  { label: '待付款', count: (profile: Customer) => profile.pending_num, to: orderListPath(1), icon: ICONS.pay },
  { label: '待发货', count: (profile: Customer) => profile.no_shipped_num, to: orderListPath(2), icon: ICONS.ship },
  { label: '待收货', count: (profile: Customer) => profile.shipped_num, to: orderListPath(3), icon: ICONS.receive },
  { label: '退款/售后', count: (profile: Customer) => profile.refund_num, to: MALL_PATHS.afterSales, icon: ICONS.refund },
];

export function OrderBlock({ profile }: { profile: Customer }) {
  return (
    <section className={styles.block} aria-label="我的订单">
      <div className={styles.blockHead}>
        <h2 className={styles.blockTitle}>我的订单</h2>
        <MemberLink className={styles.more} to={orderListPath(0)}>
          全部订单
        </MemberLink>
      </div>
      <ul className={styles.grid}>
        {ORDER_SHORTCUTS.map((item) => {
          const badge = badgeText(item.count(profile));
          return (
            <li key={item.label}>
              {/* The badge is drawn on the icon; the link's name carries the count for screen readers. */}
              <MemberLink className={styles.cell} to={item.to} aria-label={badge ? `${item.label} ${badge}` : undefined}>
                <span className={styles.iconBox}>
                  <Icon d={item.icon} />
                  {badge ? (
                    <span className={styles.badge} aria-hidden="true">
                      {badge}
                    </span>
                  ) : null}
                </span>
                <span>{item.label}</span>
              </MemberLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function ToolButton({ label, icon, action }: { label: string; icon: string; action: () => Promise<void> }) {
  return (
    <SingleFlightButton className={styles.cell} onTap={async () => ensureLoggedIn() && action()}>
      <Icon d={icon} />
      <span>{label}</span>
    </SingleFlightButton>
  );
}

export function ToolGrid({ profile }: { profile: Customer }) {
  // Without an address from the server the official account has nowhere to open, so it is not offered.
  const officialAccount = profile.gzg_wechat?.target_url ?? '';
  return (
    <section className={styles.block} aria-label="常用工具">
      <ul className={styles.grid}>
        <li>
          <ToolButton label="客服" icon={ICONS.service} action={() => openCustomerService()} />
        </li>
        {officialAccount ? (
          <li>
            <ToolButton label="公众号" icon={ICONS.account} action={() => openServerPage(officialAccount)} />
          </li>
        ) : null}
        <li>
          <MemberLink className={styles.cell} to={MALL_PATHS.collect}>
            <Icon d={ICONS.collect} />
            <span>我的收藏</span>
          </MemberLink>
        </li>
        <li>
          <MemberLink className={styles.cell} to={MALL_PATHS.setting}>
            <Icon d={ICONS.setting} />
            <span>设置</span>
          </MemberLink>
        </li>
      </ul>
    </section>
  );
}
