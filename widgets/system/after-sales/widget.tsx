import { useRef } from 'react';
import { PAGE_SIZE } from '../../../src/api/constants';
import { listRefunds } from '../../../src/api/order';
import type { RefundItem } from '../../../src/contract';
import { defineWidget, type WidgetRenderProps } from '../../../src/core/renderer';
import { ListFooter } from '../../../src/ui/paged/ListFooter';
import { useLoadWhenVisible } from '../../../src/ui/paged/use-load-when-visible';
import { usePages, type PageChunk } from '../../../src/ui/paged/use-pages';
import { RefundCard } from './RefundCard';
import validate from './props.schema.json?validate';
import patterns from '../../../src/ui/patterns.module.css';
import styles from './widget.module.css';

export interface AfterSalesProps {
  empty_title?: string;
  empty_desc?: string;
}

const DEFAULT_EMPTY_TITLE = '暂无售后记录';

/** Refunds have no id in the spec's shape, so the list ends on has_more, total or a short page. */
async function fetchRefundPage(page: number): Promise<PageChunk<RefundItem>> {
  const answer = await listRefunds({ page });
  return { items: answer.list, hasMore: answer.has_more, total: answer.total, pageSize: PAGE_SIZE };
}

function NoRefunds({ title, description }: { title: string; description?: string }) {
  return (
    <div className={styles.empty}>
      <svg className={styles.emptyImage} viewBox="0 0 64 64" aria-hidden="true">
        <rect x="14" y="8" width="36" height="48" rx="4" />
        <path d="M22 22h20M22 30h20M22 38h12" />
      </svg>
      <p className={styles.emptyTitle}>{title}</p>
      {description ? <p className={styles.emptyDesc}>{description}</p> : null}
    </div>
  );
}

/** /mall/after-sales/list (mall-spec §2): the shopper's refund requests, loading more as they scroll. */
function AfterSales({ props }: WidgetRenderProps<AfterSalesProps>) {
  const { items, status, endText, loadMore, retry } = usePages(fetchRefundPage);
  const endRef = useRef<HTMLDivElement>(null);
  useLoadWhenVisible(endRef, loadMore, status);
  return (
    <div className={styles.screen}>
      {items.length ? (
        <ul className={patterns.cardList}>
          {items.map((refund, index) => (
            // mall-spec §3 gives an after-sales item no id.
            <RefundCard key={refund.id ?? `#${index}`} refund={refund} />
          ))}
        </ul>
      ) : null}
      {status === 'done' && !items.length ? (
        <NoRefunds title={props.empty_title || DEFAULT_EMPTY_TITLE} description={props.empty_desc} />
      ) : null}
      <div ref={endRef} aria-hidden="true" />
      <ListFooter status={status} empty={!items.length} endText={endText} onRetry={() => void retry()} />
    </div>
  );
}

export default defineWidget<AfterSalesProps>({ type: 'system:after-sales', validate, component: AfterSales });
