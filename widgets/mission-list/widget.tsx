import { useRef, useState } from 'react';
import { SCAN_MISSION_ID } from '../../src/api/constants';
import { completeMission, receiveMissionReward } from '../../src/api/mission';
import type { Mission, MissionIndex } from '../../src/contract';
import { runAction } from '../../src/core/actions';
import { toast, toastSuccess } from '../../src/core/feedback';
import { scanInHost } from '../../src/core/host/device';
import { defineWidget, type WidgetRenderProps } from '../../src/core/renderer';
import { MissionBlock } from '../../src/mall/missions/MissionBlock';
import { MissionGate } from '../../src/mall/missions/MissionGate';
import { readMissionIndex } from '../../src/mall/missions/mission-index';
import { RemoteBlock } from '../../src/mall/missions/RemoteBlock';
import { Img } from '../../src/ui/Img';
import { useRemote } from '../../src/ui/use-remote';
import validate from './props.schema.json?validate';
import styles from './widget.module.css';

export interface MissionListProps {
  title?: string;
  /** Missions a visit completes: the back end cannot see a visit, so 去完成 reports it (mission_complete). */
  complete_on_visit?: number[];
}

const BUTTON_TEXT = { 0: '去完成', 1: '领取', 2: '已领取' } as const;

function MissionRow({ mission, busy, onTap }: { mission: Mission; busy: boolean; onTap: (mission: Mission) => void }) {
  return (
    <li className={styles.row} data-mission-id={mission.id}>
      {mission.icon ? <Img src={mission.icon} alt="" ratio={1} className={styles.icon} /> : null}
      <div className={styles.body}>
        <span className={styles.name}>{mission.title}</span>
        {mission.desc ? <span className={styles.desc}>{mission.desc}</span> : null}
        <span className={styles.reward}>
          +{mission.reward}金币{mission.total > 1 ? ` · ${mission.progress}/${mission.total}` : ''}
        </span>
      </div>
      <button
        type="button"
        className={mission.status === 1 ? `${styles.button} ${styles.claim}` : styles.button}
        disabled={mission.status === 2 || busy}
        aria-busy={busy || undefined}
        aria-label={`${mission.title} ${BUTTON_TEXT[mission.status]}`}
        onClick={() => onTap(mission)}
      >
        {BUTTON_TEXT[mission.status]}
      </button>
    </li>
  );
}

function Missions({ index, visitMissions, refresh }: { index: MissionIndex; visitMissions: readonly number[]; refresh: () => Promise<boolean> }) {
  const [coins, setCoins] = useState(index.coin_total);
  const [missions, setMissions] = useState(index.missions);
  const [busyId, setBusyId] = useState<number | null>(null);
  // A refreshed index replaces what taps changed here: it knows of claims made elsewhere.
  const [shown, setShown] = useState(index);
  if (shown !== index) {
    setShown(index);
    setCoins(index.coin_total);
    setMissions(index.missions);
  }
  // One call per tap: the ref closes the gap before React disables the button.
  const busy = useRef(false);

  const setStatus = (id: number, status: Mission['status']) =>
    setMissions((current) => current.map((mission) => (mission.id === id ? { ...mission, status, progress: status ? mission.total : mission.progress } : mission)));

  const go = async (mission: Mission) => {
    if (visitMissions.includes(mission.id)) {
      const result = await completeMission({ id: mission.id });
      setStatus(mission.id, result.status || 1);
    }
    if (mission.action) await runAction(mission.action);
    // The scan mission is done by scanning: the app's scanner or the mini program's scan page opens for it.
    else if (mission.id === SCAN_MISSION_ID && (await scanInHost())) return;
    else if (!visitMissions.includes(mission.id)) toast(mission.desc || '请按任务说明完成');
  };

  const claim = async (mission: Mission) => {
    const result = await receiveMissionReward({ id: mission.id });
    setStatus(mission.id, 2);
    toastSuccess(`领取成功，获得${result.reward || mission.reward}金币`);
    if (result.coin_total !== undefined) setCoins(result.coin_total);
    else await refresh();
  };

  const tap = async (mission: Mission) => {
    if (busy.current) return;
    busy.current = true;
    setBusyId(mission.id);
    try {
      await (mission.status === 1 ? claim(mission) : go(mission));
    } catch {
      // The request layer showed the server's words (已领取, 尚未完成); what the list shows may be stale.
      await refresh();
    } finally {
      busy.current = false;
      setBusyId(null);
    }
  };

  return (
    <>
      <p className={styles.coins}>
        我的金币 <strong aria-live="polite">{coins}</strong>
      </p>
      {missions.length ? (
        <ul className={styles.list}>
          {missions.map((mission) => (
            <MissionRow key={mission.id} mission={mission} busy={busyId === mission.id} onTap={(m) => void tap(m)} />
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>暂无任务，敬请期待</p>
      )}
    </>
  );
}

function MissionBoard({ visitMissions }: { visitMissions: readonly number[] }) {
  const remote = useRemote(() => readMissionIndex(), []);
  return <RemoteBlock remote={remote}>{(index) => <Missions index={index} visitMissions={visitMissions} refresh={remote.refresh} />}</RemoteBlock>;
}

const NO_VISIT_MISSIONS: readonly number[] = [];

function MissionList({ props }: WidgetRenderProps<MissionListProps>) {
  const title = props.title?.trim() || '每日任务';
  return (
    <MissionBlock title={title}>
      <MissionGate prompt="登录后做任务领金币">
        <MissionBoard visitMissions={props.complete_on_visit ?? NO_VISIT_MISSIONS} />
      </MissionGate>
    </MissionBlock>
  );
}

export default defineWidget<MissionListProps>({ type: 'mission-list', validate, component: MissionList });
