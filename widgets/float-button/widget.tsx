import { createPortal } from 'react-dom';
import { runAction, type AdTarget } from '../../src/core/actions';
import { defineWidget, useTakingOver } from '../../src/core/renderer';
import { Img } from '../../src/ui/Img';
import { useNodeMark } from '../../src/ui/use-node-mark';
import validate from './props.schema.json?validate';
import styles from './widget.module.css';

export interface FloatButtonProps {
  image: string;
  action: AdTarget;
  title?: string;
  position?: 'right-bottom' | 'left-bottom';
}

/**
 * A picture fixed over the page, above any bottom bar and the safe area. It is placed on the body
 * (a node's own box may contain fixed elements: nodes below the first screen skip painting while off
 * it), so it waits for the client: the server's drawing cannot place a portal. In the live preview a
 * tap on it selects its node (useNodeMark) and is not followed.
 */
function FloatButton({ props }: { props: FloatButtonProps }) {
  const takingOver = useTakingOver();
  const [anchor, mark] = useNodeMark();
  if (takingOver) return null;
  const { action } = props;
  const side = props.position === 'left-bottom' ? styles.left : styles.right;
  return (
    <>
      <span ref={anchor} hidden />
      {createPortal(
        <button {...mark} type="button" className={`${styles.float} ${side}`} aria-label={props.title?.trim() || '活动入口'} onClick={() => void runAction(action)}>
          <Img src={props.image} alt="" className={styles.picture} />
        </button>,
        document.body,
      )}
    </>
  );
}

export default defineWidget<FloatButtonProps>({ type: 'float-button', validate, component: FloatButton });
