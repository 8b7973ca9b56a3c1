import { defineWidget } from '../../src/core/renderer';
import { RichHtml } from '../../src/ui/RichHtml';
import validate from './props.schema.json?validate';

export interface RichTextProps {
  html: string;
}

function RichText({ props }: { props: RichTextProps }) {
  return <RichHtml html={props.html} />;
}

export default defineWidget<RichTextProps>({ type: 'rich-text', validate, component: RichText });
