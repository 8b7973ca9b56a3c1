import { Divider as VantDivider } from '../../src/ui/vant/divider';
import { defineWidget, type WidgetRenderProps } from '../../src/core/renderer';
import validate from './props.schema.json?validate';
import styles from './widget.module.css';

export interface DividerProps {
  text?: string;
  dashed?: boolean;
}

function Divider({ props }: WidgetRenderProps<DividerProps>) {
  const text = props.text?.trim();
  return (
    <VantDivider className={styles.divider} dashed={props.dashed ?? false}>
      {text || null}
    </VantDivider>
  );
}

export default defineWidget<DividerProps>({ type: 'divider', validate, component: Divider });
