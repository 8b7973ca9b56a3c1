import { setPageTitle } from '../../../src/core/host';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { defineWidget, type WidgetRenderProps } from '../../../src/core/renderer';
import { categoryPage, type CategoryPageQuery } from '../../../src/mall/feed-sources';
import { ProductFeedList } from '../../../src/ui/feed/ProductFeedList';
import validate from './props.schema.json?validate';
import styles from './widget.module.css';

export interface CategoryDetailProps {
  /** The child category (API `cid`). */
  id?: string | number;
  /** The top category (API `top_cid`). */
  topcid?: string | number;
}

function CategoryProducts({ query }: { query: CategoryPageQuery }) {
  const [title, setTitle] = useState('');
  const fetchPage = useCallback(
    async (page: number) => {
      const chunk = await categoryPage(query, page);
      // The first page names the category; later pages repeat it and must not flicker the heading.
      if (page === 1) setTitle(chunk.title);
      return chunk;
    },
    [query],
  );

  useEffect(() => {
    setPageTitle(title);
  }, [title]);

  return (
    <div className={styles.screen}>
      <header className={styles.header}>{title ? <h1 className={styles.title}>{title}</h1> : null}</header>
      <ProductFeedList fetchPage={fetchPage} columns={2} emptyText="该分类暂无商品" />
    </div>
  );
}

/** /mall/category/detail (mall-spec §2): one category's products, titled by the server's name for it. */
function CategoryDetail({ props }: WidgetRenderProps<CategoryDetailProps>) {
  const { id, topcid } = props;
  const query = useMemo<CategoryPageQuery>(() => ({ top_cid: topcid, cid: id }), [topcid, id]);
  // Another category is a fresh start: its own pages, title and scroll range.
  return <CategoryProducts key={`${topcid ?? ''}|${id ?? ''}`} query={query} />;
}

export default defineWidget<CategoryDetailProps>({ type: 'system:category-detail', validate, component: CategoryDetail });
