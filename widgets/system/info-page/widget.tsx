import { useId } from 'react';
import { defineWidget, type WidgetRenderProps } from '../../../src/core/renderer';
import { DEMO_NOTE, TOPICS, type InfoSection, type Topic } from './topics';
import validate from './props.schema.json?validate';
import styles from './widget.module.css';

export interface InfoPageProps {
  topic: Topic;
}

function Section({ section }: { section: InfoSection }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {section.heading}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
    </section>
  );
}

/** The settings screen's text pages (privacy policy, help, agreement, certificate info), rendered from plain data. */
function InfoPage({ props }: WidgetRenderProps<InfoPageProps>) {
  const { title, sections } = TOPICS[props.topic];
  return (
    <article className={styles.page}>
      <p className={styles.note}>{DEMO_NOTE}</p>
      <h1 className={styles.title}>{title}</h1>
      {sections.map((section) => (
        <Section key={section.heading} section={section} />
      ))}
    </article>
  );
}

export default defineWidget<InfoPageProps>({ type: 'system:info-page', validate, component: InfoPage });
