import { defineWidget, pxToRem } from '../../src/core/renderer';
import validate from './props.schema.json?validate';

export interface SpacerProps {
  height: number;
}

function Spacer({ props }: { props: SpacerProps }) {
  return <div aria-hidden="true" style={{ height: pxToRem(props.height) }} />;
}

export default defineWidget<SpacerProps>({ type: 'spacer', validate, component: Spacer });
