import { memo, useCallback, useMemo } from 'react';
import nodeSchema from '../../../../schemas/node.schema.json';
import pageSchema from '../../../../schemas/page-document.schema.json';
import { catalogueEntry } from '../catalogue/widget-catalogue';
import type { ProblemIndex } from '../forms/problem-index';
import { asFieldSchema, propertySchema, type FieldSchema } from '../forms/schema';
import { SchemaForm } from '../forms/SchemaForm';
import { contractPath, nodeAt, pageSettingsOf, type NodePart, type NodePath, type PageDraft, type PageSettings } from '../model';
import styles from './page-editor.module.css';

const NODE_SCHEMA = asFieldSchema(nodeSchema);
const STYLE_SCHEMA = propertySchema(NODE_SCHEMA, 'style') ?? {};
const VISIBLE_SCHEMA = propertySchema(NODE_SCHEMA, 'visible') ?? {};

/** The page's own settings an operator edits: title, background, share card, navigation. */
const SETTINGS_SCHEMA: FieldSchema = (() => {
  const page = asFieldSchema(pageSchema);
  const keep = ['title', 'style', 'share', 'guide_id'];
  return { type: 'object', properties: Object.fromEntries(keep.flatMap((key) => (page.properties?.[key] ? [[key, page.properties[key]]] : []))) };
})();

interface InspectorProps {
  draft: PageDraft;
  selectedPath: NodePath | null;
  problems: ProblemIndex;
  onPart: (part: NodePart, value: Record<string, unknown>, changedPath: string) => void;
  onSettings: (settings: PageSettings, changedPath: string) => void;
  onFieldDone: () => void;
}

/** The forms of the selection (props, style, visibility), or of the page when nothing is selected. */
export const Inspector = memo(function Inspector({ draft, selectedPath, problems, onPart, onSettings, onFieldDone }: InspectorProps) {
  const node = selectedPath ? nodeAt(draft, selectedPath) : undefined;
  const base = selectedPath ? contractPath(selectedPath) : '';
  const settings = useMemo(() => pageSettingsOf(draft), [draft]);
  const props = useCallback((value: Record<string, unknown>, changed: string) => onPart('props', value, changed), [onPart]);
  const style = useCallback((value: Record<string, unknown>, changed: string) => onPart('style', value, changed), [onPart]);
  const visible = useCallback((value: Record<string, unknown>, changed: string) => onPart('visible', value, changed), [onPart]);
  const page = useCallback((value: Record<string, unknown>, changed: string) => onSettings({ ...settings, ...value }, changed), [onSettings, settings]);

  if (!node) {
    return (
      <section className={styles.inspector} aria-label="页面设置">
        <h2 className={styles.paneTitle}>页面设置</h2>
        <SchemaForm schema={SETTINGS_SCHEMA} value={settings} path="" problems={problems} onChange={page} onFieldDone={onFieldDone} />
      </section>
    );
  }
  const entry = catalogueEntry(node.type);
  return (
    <section className={styles.inspector} aria-label={`组件设置 ${node.id}`}>
      <h2 className={styles.paneTitle}>
        {entry?.title ?? node.type} <code>{node.id}</code>
      </h2>
      {entry ? <p className={styles.describe}>{entry.description}</p> : <p className={styles.problemText}>未知的组件类型 {node.type}：只能在 JSON 中编辑。</p>}
      {problems.get(`${base}.props`)?.map((reason) => (
        <p key={reason} className={styles.problemText}>
          {reason}
        </p>
      ))}
      {entry ? (
        <details open className={styles.section}>
          <summary>内容</summary>
          <SchemaForm schema={entry.schema} value={node.props} path={`${base}.props`} problems={problems} onChange={props} onFieldDone={onFieldDone} />
        </details>
      ) : null}
      <details className={styles.section}>
        <summary>样式</summary>
        <SchemaForm schema={STYLE_SCHEMA} value={node.style as Record<string, unknown> | undefined} path={`${base}.style`} problems={problems} onChange={style} onFieldDone={onFieldDone} />
      </details>
      <details className={styles.section}>
        <summary>显示条件</summary>
        <SchemaForm schema={VISIBLE_SCHEMA} value={node.visible as Record<string, unknown> | undefined} path={`${base}.visible`} problems={problems} onChange={visible} onFieldDone={onFieldDone} />
      </details>
    </section>
  );
});
