import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { defineWidget, type WidgetRenderProps } from '../../src/core/renderer';
import validate from './props.schema.json?validate';
import styles from './widget.module.css';

export interface TabsProps {
  titles: string[];
  sticky?: boolean;
}

/** Index the arrow, Home and End keys move to, or null for any other key. */
function keyTarget(key: string, current: number, count: number): number | null {
  if (key === 'ArrowRight') return (current + 1) % count;
  if (key === 'ArrowLeft') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

function Tabs({ props, childNodes }: WidgetRenderProps<TabsProps>) {
  const { titles } = props;
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  // Visited tabs stay mounted (hidden) so their state survives switching back.
  const [visited, setVisited] = useState<ReadonlySet<number>>(() => new Set([0]));
  const rootRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const switchedRef = useRef(false);
  const active = Math.min(selected, titles.length - 1);

  const select = (index: number) => {
    if (index === active) return;
    switchedRef.current = true;
    setSelected(index);
    setVisited((previous) => (previous.has(index) ? previous : new Set(previous).add(index)));
  };

  useEffect(() => {
    if (!switchedRef.current) return;
    switchedRef.current = false;
    const bar = barRef.current;
    const tab = tabRefs.current[active];
    if (bar && tab && bar.scrollWidth > bar.clientWidth) {
      bar.scrollTo?.({ left: tab.offsetLeft - (bar.clientWidth - tab.offsetWidth) / 2, behavior: 'smooth' });
    }
    // Below a stuck bar the new tab would open somewhere in its middle; start it at its top instead.
    const top = rootRef.current?.getBoundingClientRect().top ?? 0;
    if (props.sticky && top < 0) window.scrollTo({ top: window.scrollY + top });
  }, [active, props.sticky]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = keyTarget(event.key, active, titles.length);
    if (next === null) return;
    event.preventDefault();
    select(next);
    tabRefs.current[next]?.focus();
  };

  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  return (
    <div ref={rootRef}>
      <div
        ref={barRef}
        role="tablist"
        className={props.sticky ? `${styles.bar} ${styles.sticky}` : styles.bar}
        onKeyDown={onKeyDown}
      >
        {titles.map((title, index) => (
          <button
            key={index}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(index)}
            aria-selected={index === active}
            aria-controls={panelId(index)}
            tabIndex={index === active ? 0 : -1}
            className={styles.tab}
            onClick={() => select(index)}
          >
            {title}
          </button>
        ))}
      </div>
      {titles.map((_, index) => (
        <div key={index} role="tabpanel" id={panelId(index)} aria-labelledby={tabId(index)} hidden={index !== active}>
          {index === active || visited.has(index) ? (childNodes[index] ?? null) : null}
        </div>
      ))}
    </div>
  );
}

export default defineWidget<TabsProps>({ type: 'tabs', validate, component: Tabs });
