import { RESEND_SECONDS } from './login-rules';

const KEY = 'login-sms-sent';

/** When the last code was sent, per phone, so a reload does not reopen the resend button early. */
export function rememberCodeSent(phone: string, atMs: number = Date.now()): void {
  sessionStorage.setItem(KEY, JSON.stringify({ phone, atMs }));
}

export function secondsUntilResend(phone: string, nowMs: number = Date.now()): number {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { phone?: string; atMs?: number } | null;
    if (!saved || saved.phone !== phone || typeof saved.atMs !== 'number') return 0;
    return Math.max(0, RESEND_SECONDS - Math.floor((nowMs - saved.atMs) / 1000));
  } catch {
    return 0;
  }
}
