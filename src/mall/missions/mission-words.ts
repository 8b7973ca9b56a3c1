import type { Mission } from '../../contract';

/** How a mission stands, in the words the mission centre uses (status 0 to do, 1 done, 2 reward received). */
export function missionStateText(mission: Mission): string {
  if (mission.status === 2) return '奖励已领取';
  if (mission.status === 1) return '已完成，去任务列表领取奖励';
  return mission.total > 1 ? `进行中 ${mission.progress}/${mission.total}` : '未完成';
}
