import { create } from 'zustand';

/**
 * Whether start-up has decided the session (platform-spec §9: the URL, then the native app, then what
 * the tab stored). Until then a login-only screen cannot tell a logged-out shopper from an app whose
 * bridge is still answering, and must not ask anyone to log in. True where start-up never runs (tests).
 */
const useStartup = create<{ decided: boolean }>(() => ({ decided: true }));

export function sessionDeciding(): void {
  useStartup.setState({ decided: false });
}

export function sessionDecided(): void {
  useStartup.setState({ decided: true });
}

export const useSessionDecided = (): boolean => useStartup((state) => state.decided);
