import { runAction, type AdTarget } from '../../src/core/actions';
import { defineWidget } from '../../src/core/renderer';
import { Img } from '../../src/ui/Img';
import validate from './props.schema.json?validate';
import styles from './widget.module.css';

export interface IconGridItem {
  title: string;
  image: string;
  action?: AdTarget;
}

export interface IconGridProps {
  columns?: 4 | 5;
  shape?: 'round' | 'square';
  items: IconGridItem[];
}

function Icon({ item, square }: { item: IconGridItem; square: boolean }) {
  const content = (
    <>
      <Img src={item.image} alt={item.title} ratio={1} className={square ? styles.iconSquare : styles.iconRound} />
      {/* The image's alt already names the icon; the visible caption must not be read twice. */}
      <span className={styles.label} aria-hidden="true">
        {item.title}
      </span>
    </>
  );
  const { action } = item;
  if (!action) return <div className={styles.cell}>{content}</div>;
  return (
    <button type="button" className={styles.cell} onClick={() => void runAction(action)}>
      {content}
    </button>
  );
}

function IconGrid({ props }: { props: IconGridProps }) {
  const square = props.shape === 'square';
  return (
    <nav className={props.columns === 4 ? styles.grid4 : styles.grid5} aria-label="快捷入口">
      {props.items.map((item, index) => (
        <Icon key={index} item={item} square={square} />
      ))}
    </nav>
  );
}

export default defineWidget<IconGridProps>({ type: 'icon-grid', validate, component: IconGrid });
