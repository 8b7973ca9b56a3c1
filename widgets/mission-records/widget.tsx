import { useId, useState } from 'react';
import { listBillingRewards, listHistoryActivities, listMissionRecords } from '../../src/api/mission';
import type { BillingRewardEntry, HistoryActivity, MissionRecordEntry } from '../../src/contract';
import { defineWidget, type WidgetRenderProps } from '../../src/core/renderer';
import { MissionBlock } from '../../src/mall/missions/MissionBlock';
import { MissionGate } from '../../src/mall/missions/MissionGate';
import { PagedRecords } from '../../src/mall/missions/PagedRecords';
import { Img } from '../../src/ui/Img';
import { formatPrice } from '../../src/ui/price';
import validate from './props.schema.json?validate';
import styles from './widget.module.css';

export type RecordTab = 'coins' | 'orders' | 'history';

export interface MissionRecordsProps {
  title?: string;
  tabs?: RecordTab[];
}

const TAB_TITLES: Record<RecordTab, string> = { coins: '金币明细', orders: '下单奖励', history: '往期活动' };
const ALL_TABS: readonly RecordTab[] = ['coins', 'orders', 'history'];

function CoinRow({ entry }: { entry: MissionRecordEntry }) {
  return (
    <div className={styles.row}>
      <span className={styles.main}>
        <span className={styles.name}>{entry.title}</span>
        <span className={styles.meta}>{entry.time}</span>
      </span>
      <span className={styles.amount}>{entry.reward >= 0 ? `+${entry.reward}` : entry.reward}</span>
    </div>
  );
}

function OrderRow({ entry }: { entry: BillingRewardEntry }) {
  return (
    <div className={styles.row}>
      <span className={styles.main}>
        <span className={styles.name}>订单 {entry.order_no}</span>
        <span className={styles.meta}>
          实付 {formatPrice(entry.pay_price)} · {entry.time}
        </span>
      </span>
      <span className={styles.side}>
        <span className={styles.amount}>+{entry.reward}</span>
        {entry.status_label ? <span className={styles.meta}>{entry.status_label}</span> : null}
      </span>
    </div>
  );
}

function HistoryRow({ entry }: { entry: HistoryActivity }) {
  return (
    <div className={styles.activity}>
      {entry.image ? <Img src={entry.image} alt={entry.title} ratio={690 / 260} /> : null}
      <span className={styles.name}>{entry.title}</span>
      <span className={styles.meta}>
        {entry.start_time} 至 {entry.end_time}
        {entry.status_label ? ` · ${entry.status_label}` : ''}
      </span>
    </div>
  );
}

// Keys for lists whose rows have no id of their own: the place in the list is the identity.
const orderId = (entry: BillingRewardEntry) => entry.order_no || undefined;
const activityId = (entry: HistoryActivity) => entry.id || undefined;
const recordId = (entry: MissionRecordEntry) => entry.id || undefined;

function TabList({ tab }: { tab: RecordTab }) {
  if (tab === 'orders') return <PagedRecords load={listBillingRewards} idOf={orderId} renderItem={(entry) => <OrderRow entry={entry} />} emptyText="暂无下单奖励" />;
  if (tab === 'history') return <PagedRecords load={listHistoryActivities} idOf={activityId} renderItem={(entry) => <HistoryRow entry={entry} />} emptyText="暂无往期活动" />;
  return <PagedRecords load={listMissionRecords} idOf={recordId} renderItem={(entry) => <CoinRow entry={entry} />} emptyText="暂无金币记录" />;
}

function Records({ tabs }: { tabs: readonly RecordTab[] }) {
  const [active, setActive] = useState<RecordTab>(tabs[0] ?? 'coins');
  const id = useId();
  return (
    <>
      {tabs.length > 1 ? (
        <div className={styles.tabs} role="tablist">
          {tabs.map((tab) => (
            <button
              key={tab}
              type="button"
              role="tab"
              id={`${id}-${tab}`}
              aria-selected={tab === active}
              aria-controls={`${id}-panel`}
              className={tab === active ? `${styles.tab} ${styles.active}` : styles.tab}
              onClick={() => setActive(tab)}
            >
              {TAB_TITLES[tab]}
            </button>
          ))}
        </div>
      ) : null}
      <div id={`${id}-panel`} role={tabs.length > 1 ? 'tabpanel' : undefined} aria-labelledby={tabs.length > 1 ? `${id}-${active}` : undefined}>
        {/* Keyed: each tab is its own list, read from its first page when shown. */}
        <TabList key={active} tab={active} />
      </div>
    </>
  );
}

function MissionRecords({ props }: WidgetRenderProps<MissionRecordsProps>) {
  const tabs = props.tabs?.length ? props.tabs : ALL_TABS;
  const title = props.title?.trim() || '我的记录';
  return (
    <MissionBlock title={title}>
      <MissionGate prompt="登录后查看记录">
        <Records tabs={tabs} />
      </MissionGate>
    </MissionBlock>
  );
}

export default defineWidget<MissionRecordsProps>({ type: 'mission-records', validate, component: MissionRecords });
