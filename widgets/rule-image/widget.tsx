import { getRuleImage } from '../../src/api/mission';
import { defineWidget, type WidgetRenderProps } from '../../src/core/renderer';
import { MissionBlock } from '../../src/mall/missions/MissionBlock';
import { RemoteBlock } from '../../src/mall/missions/RemoteBlock';
import { Img } from '../../src/ui/Img';
import { RichHtml } from '../../src/ui/RichHtml';
import { useRemote } from '../../src/ui/use-remote';
import validate from './props.schema.json?validate';
import styles from './widget.module.css';

export interface RuleImageProps {
  title?: string;
  type?: string;
}

/** A back office's editor saves HTML; a plain text field saves text with line breaks. */
export const looksLikeHtml = (text: string) => /<\/?[a-z][\s\S]*>/i.test(text);

function Rules({ type }: { type: string | undefined }) {
  const remote = useRemote(() => getRuleImage({ type }), [type]);
  return (
    <RemoteBlock remote={remote}>
      {({ image, rule_text }) => (
        <>
          {image ? <Img src={image} alt="规则说明图" className={styles.image} /> : null}
          {looksLikeHtml(rule_text) ? <RichHtml html={rule_text} /> : rule_text ? <p className={styles.text}>{rule_text}</p> : null}
        </>
      )}
    </RemoteBlock>
  );
}

// The rules are the same for everyone: no login needed.
function RuleImage({ props }: WidgetRenderProps<RuleImageProps>) {
  const title = props.title?.trim() || '活动规则';
  return (
    <MissionBlock title={title}>
      <Rules type={props.type || undefined} />
    </MissionBlock>
  );
}

export default defineWidget<RuleImageProps>({ type: 'rule-image', validate, component: RuleImage });
