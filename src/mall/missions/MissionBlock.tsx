import type { ReactNode } from 'react';
import type { Mission } from '../../contract';
import { missionStateText } from './mission-words';
import styles from './MissionBlock.module.css';

/** A block of the mission centre: a white card under its title, named by it for assistive technology. */
export function MissionBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-label={title}>
      <h3 className={styles.title}>{title}</h3>
      {children}
    </section>
  );
}

/** One mission in a line: what it asks, its reward, and how it stands. */
export function MissionSummary({ mission }: { mission: Mission }) {
  return (
    <p className={styles.summary}>
      <span>
        {mission.desc || mission.title} · +{mission.reward}金币
      </span>
      <span className={styles.state}>{missionStateText(mission)}</span>
    </p>
  );
}
