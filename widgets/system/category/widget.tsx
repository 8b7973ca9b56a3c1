import { useState } from 'react';
import { listCategories } from '../../../src/api/category';
import type { Category } from '../../../src/contract';
import { defineWidget, type WidgetRenderProps } from '../../../src/core/renderer';
import { categoryDetailPath } from '../../../src/mall/paths';
import { AppLink } from '../../../src/ui/AppLink';
import { Img } from '../../../src/ui/Img';
import { RemoteView } from '../../../src/ui/RemoteView';
import { useRemote } from '../../../src/ui/use-remote';
import validate from './props.schema.json?validate';
import styles from './widget.module.css';

export interface CategoryProps {
  top_cid?: string | number;
}

function Browser({ categories, initialTop }: { categories: Category[]; initialTop?: string | number }) {
  const [chosenId, setChosenId] = useState(() => {
    const wanted = categories.find((category) => String(category.id) === String(initialTop));
    return (wanted ?? categories[0])?.id;
  });
  const chosen = categories.find((category) => category.id === chosenId);
  if (!chosen) return <p className={styles.empty}>暂无分类</p>;
  return (
    <div className={styles.browser}>
      <nav className={styles.tops} aria-label="一级分类">
        {categories.map((category) => (
          <button
            key={category.id}
            type="button"
            className={category.id === chosen.id ? styles.topActive : styles.top}
            aria-current={category.id === chosen.id ? 'true' : undefined}
            onClick={() => setChosenId(category.id)}
          >
            {category.name}
          </button>
        ))}
      </nav>
      <section className={styles.children} aria-label={chosen.name}>
        <h2 className={styles.heading}>{chosen.name}</h2>
        {chosen.childs.length ? (
          <ul className={styles.grid}>
            {chosen.childs.map((child) => (
              <li key={child.id}>
                <AppLink className={styles.child} to={categoryDetailPath(child.id, chosen.id)}>
                  <Img src={child.small_image} alt="" ratio={1} />
                  <span className={styles.name}>{child.name}</span>
                </AppLink>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>该分类下暂无子分类</p>
        )}
      </section>
    </div>
  );
}

/** /mall/category (mall-spec §2): the two-level category browser. */
function CategoryBrowser({ props }: WidgetRenderProps<CategoryProps>) {
  const remote = useRemote(() => listCategories(), []);
  return <RemoteView remote={remote}>{(categories) => <Browser categories={categories} initialTop={props.top_cid} />}</RemoteView>;
}

export default defineWidget<CategoryProps>({ type: 'system:category', validate, component: CategoryBrowser });
