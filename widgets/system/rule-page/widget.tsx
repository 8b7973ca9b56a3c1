import { useEffect } from 'react';
import { getSystemConfig } from '../../../src/api/system';
import { defineWidget, type WidgetRenderProps } from '../../../src/core/renderer';
import { RemoteView } from '../../../src/ui/RemoteView';
import { useRemote } from '../../../src/ui/use-remote';
import validate from './props.schema.json?validate';
import { openDocument, ruleUrl, type Rule } from './rule-url';
import styles from './widget.module.css';

export interface RulePageProps {
  rule: Rule;
}

function OpenDocument({ url }: { url: string }) {
  useEffect(() => openDocument(url), [url]);
  return (
    <p className={styles.opening} role="status">
      正在打开… <a href={url}>点此打开</a>
    </p>
  );
}

/**
 * /mall/setting/agreement and /mall/setting/privacy: the user agreement or privacy policy the server
 * names in /v1/config/get (service_rule_url, privacy_rule_url), opened in this screen's place; the
 * host's static page (mall-spec §2) when it names none. The texts are the server's, never the app's.
 */
function RulePage({ props }: WidgetRenderProps<RulePageProps>) {
  const remote = useRemote(() => getSystemConfig(), []);
  return <RemoteView remote={remote}>{(config) => <OpenDocument url={ruleUrl(config, props.rule)} />}</RemoteView>;
}

export default defineWidget<RulePageProps>({ type: 'system:rule-page', validate, component: RulePage });
