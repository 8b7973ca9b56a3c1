/** mall-spec §9 / CONTRACT §5: the scan countdown runs `scan_time` seconds, 10 when absent or not positive. */
export const DEFAULT_SCAN_SECONDS = 10;
export const SCAN_MISSION_ID = 8;

export function scanSeconds(search: string): number | null {
  const params = new URLSearchParams(search);
  const flag = params.get('is_scan');
  if (!flag || flag === '0' || flag === 'false') return null;
  const seconds = Number(params.get('scan_time'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : DEFAULT_SCAN_SECONDS;
}
