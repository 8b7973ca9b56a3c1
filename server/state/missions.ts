/** Mission-centre state per customer: coins, sign-ins, mission completion and rewards. */
import type { Deps } from '../context.ts';
import type { MissionStateRec } from '../model.ts';

export function missionState(deps: Deps, customerId: number): MissionStateRec {
  const all = deps.store.state.missions;
  const key = String(customerId);
  let rec = all[key];
  if (!rec) {
    rec = { coins: 0, signed: [], repaired: [], remind: 0, repair_cards: 1, missions: {}, records: [] };
    all[key] = rec;
  }
  return rec;
}

/** Marks a mission done (reward claimable). Idempotent: returns false when it already was. */
export function completeMission(deps: Deps, customerId: number, missionId: number): boolean {
  if (!deps.catalog.missions.some((m) => m.id === missionId)) return false;
  const rec = missionState(deps, customerId);
  if (rec.missions[String(missionId)]) return false;
  rec.missions[String(missionId)] = 1;
  deps.store.changed();
  return true;
}
