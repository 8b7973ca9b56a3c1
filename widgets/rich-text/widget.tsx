import { defineWidget } from '../../src/core/renderer';
import { RichHtml } from '../../src/ui/RichHtml';
import { loadSanitizer, needsSanitizer } from '../../src/ui/sanitizer';
import validate from './props.schema.json?validate';

export interface RichTextProps {
  html: string;
}

function RichText({ props }: { props: RichTextProps }) {
  return <RichHtml html={props.html} />;
}

export default defineWidget<RichTextProps>({
  type: 'rich-text',
  validate,
  component: RichText,
  // Copy that is not plain markup is drawn with the sanitiser: on the first screen, not a moment after it.
  codeFor: (props) => (needsSanitizer(props.html) ? loadSanitizer() : undefined),
});
