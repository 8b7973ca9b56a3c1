import { runAction, type AdTarget } from '../../src/core/actions';
import { defineWidget, pxToRem, useInFirstScreen } from '../../src/core/renderer';
import { Img } from '../../src/ui/Img';
import validate from './props.schema.json?validate';
import styles from './widget.module.css';

export type CubeLayout = '1-2' | '2-2' | '1-3' | '2x2' | '1-1-2';

export interface CubeItem {
  image: string;
  title?: string;
  action?: AdTarget;
}

export interface PictureCubeProps {
  layout: CubeLayout;
  gap?: number;
  items: CubeItem[];
}

/**
 * How many pictures each layout holds (its cells are placed by the stylesheet's grid areas):
 * 1-2 one tall left, two stacked right; 2-2 two rows of two wide strips; 1-3 one tall left, three
 * stacked right; 2x2 four squares; 1-1-2 one tall left, one wide top right, two below it.
 */
export const CUBE_CELLS: Record<CubeLayout, number> = { '1-2': 3, '2-2': 4, '1-3': 4, '2x2': 4, '1-1-2': 4 };

const LAYOUT_CLASS: Record<CubeLayout, string | undefined> = {
  '1-2': styles.oneTwo,
  '2-2': styles.twoTwo,
  '1-3': styles.oneThree,
  '2x2': styles.square,
  '1-1-2': styles.oneOneTwo,
};

const CELL_CLASS = [styles.a, styles.b, styles.c, styles.d];

function Cell({ item, index, eager }: { item: CubeItem | undefined; index: number; eager: boolean }) {
  const place = `${styles.cell} ${CELL_CLASS[index] ?? ''}`;
  // A cell the operator has not filled yet keeps the layout's shape, as an empty grey box.
  if (!item) return <span className={`${place} ${styles.empty}`} aria-hidden="true" />;
  const picture = <Img src={item.image} alt={item.title || `图片${index + 1}`} eager={eager} className={styles.picture} />;
  const { action } = item;
  if (!action) return <span className={place}>{picture}</span>;
  return (
    <button type="button" className={`${place} ${styles.tap}`} onClick={() => void runAction(action)}>
      {picture}
    </button>
  );
}

/** Pictures beyond what the layout holds are not shown; missing ones leave their cell empty. */
function PictureCube({ props }: { props: PictureCubeProps }) {
  const eager = useInFirstScreen();
  const cells = CUBE_CELLS[props.layout];
  const gap = props.gap ?? 0;
  return (
    <div className={`${styles.cube} ${LAYOUT_CLASS[props.layout] ?? ''}`} style={gap > 0 ? { gap: pxToRem(gap) } : undefined} data-layout={props.layout}>
      {Array.from({ length: cells }, (_, index) => (
        <Cell key={index} item={props.items[index]} index={index} eager={eager} />
      ))}
    </div>
  );
}

export default defineWidget<PictureCubeProps>({ type: 'picture-cube', validate, component: PictureCube });
