import { memo } from 'react';
import { paletteGroups } from '../catalogue/widget-catalogue';
import { startDrag } from './drag';
import styles from './page-editor.module.css';

/** Every registered widget, grouped: a click adds it after the selection, a drag puts it in the outline. */
export const Palette = memo(function Palette({ onAdd }: { onAdd: (type: string) => void }) {
  return (
    <nav className={styles.palette} aria-label="组件">
      <h2 className={styles.paneTitle}>组件</h2>
      {paletteGroups().map(({ group, widgets }) => (
        <section key={group} className={styles.paletteGroup}>
          <h3 className={styles.groupTitle}>{group}</h3>
          <ul className={styles.paletteList}>
            {widgets.map((widget) => (
              <li key={widget.type}>
                <button
                  type="button"
                  className={styles.paletteItem}
                  draggable
                  title={widget.description}
                  data-widget={widget.type}
                  onDragStart={(event) => startDrag(event, { kind: 'widget', type: widget.type })}
                  onClick={() => onAdd(widget.type)}
                >
                  <span className={styles.paletteName}>{widget.title}</span>
                  <span className={styles.paletteType}>{widget.type}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
});
