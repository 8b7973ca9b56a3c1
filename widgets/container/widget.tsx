import { defineWidget, pxToRem, type WidgetRenderProps } from '../../src/core/renderer';
import validate from './props.schema.json?validate';
import styles from './widget.module.css';

export interface ContainerProps {
  direction?: 'column' | 'row';
  /** px on the 375 px design. */
  gap?: number;
}

function Container({ props, childNodes }: WidgetRenderProps<ContainerProps>) {
  const direction = props.direction ?? 'column';
  const gap = props.gap ?? 0;
  return (
    <div className={direction === 'row' ? styles.row : styles.column} style={gap > 0 ? { gap: pxToRem(gap) } : undefined}>
      {childNodes}
    </div>
  );
}

export default defineWidget<ContainerProps>({ type: 'container', validate, component: Container });
