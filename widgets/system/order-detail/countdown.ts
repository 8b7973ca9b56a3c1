/** The pending-payment countdown (mall-spec §4): what is left until tip.time, in minutes and seconds. */
export function secondsLeft(deadlineSeconds: number, nowMs: number): number {
  return Math.max(0, Math.ceil(deadlineSeconds - nowMs / 1000));
}

export function countdownText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return `${String(minutes).padStart(2, '0')}分${String(rest).padStart(2, '0')}秒`;
}
