import { useCallback, useRef, type ReactNode } from 'react';
import type { PagedList, PageQuery } from '../../contract';
import { ListFooter } from '../../ui/paged/ListFooter';
import { useLoadWhenVisible } from '../../ui/paged/use-load-when-visible';
import { usePages, type PageChunk } from '../../ui/paged/use-pages';
import patterns from '../../ui/patterns.module.css';

export const RECORDS_PAGE_SIZE = 20;

interface PagedRecordsProps<T> {
  /** One of the mission record calls (a stable function: a new one starts the list again). */
  load: (query: PageQuery) => Promise<PagedList<T>>;
  idOf?: (item: T) => string | number | undefined;
  renderItem: (item: T) => ReactNode;
  emptyText: string;
  className?: string;
}

/** A mission record list (`{ list, has_more, total }`): pages of 20 as its end nears, each item once. */
export function PagedRecords<T>({ load, idOf, renderItem, emptyText, className }: PagedRecordsProps<T>) {
  const fetchPage = useCallback(
    async (page: number): Promise<PageChunk<T>> => {
      const answer = await load({ page, page_size: RECORDS_PAGE_SIZE });
      return { items: answer.list, hasMore: answer.has_more, total: answer.total, pageSize: RECORDS_PAGE_SIZE };
    },
    [load],
  );
  const pages = usePages(fetchPage, { idOf });
  const end = useRef<HTMLDivElement>(null);
  useLoadWhenVisible(end, pages.loadMore, pages.status);
  return (
    <>
      <ul className={[patterns.cardList, className].filter(Boolean).join(' ')}>
        {pages.items.map((item, index) => (
          <li key={idOf?.(item) ?? index}>{renderItem(item)}</li>
        ))}
      </ul>
      <div ref={end}>
        <ListFooter status={pages.status} empty={pages.items.length === 0} emptyText={emptyText} endText="" onRetry={() => void pages.retry()} />
      </div>
    </>
  );
}
