import { create } from 'zustand';
import { sessionFromSaved } from './saved-fields';
import { saveSession, savedSession } from './stored';

/** The profile as far as the core cares; screens read the rest of the customer record. */
export interface SessionUser {
  customer_id?: number;
  nick_name?: string;
  headimgurl?: string;
  [field: string]: unknown;
}

export interface InviteInfo {
  sh_avatar: string;
  sh_invite_code: string;
  sh_nick_name: string;
}

export interface VoteReportInfo {
  mobile: string;
  vote_activity_id: string | number;
  vote_candidate_id: string | number;
  absolute_images: string[];
  relative_images: string[];
}

/** Session state of platform-spec §3, plus the credentials platform-spec §9 keeps beside it. */
export interface SessionState {
  token: string | null;
  deviceId: string | null;
  openId: string | null;
  systemConfig: Record<string, unknown> | null;
  userInfo: SessionUser | null;
  loading: boolean;
  isOpenVip: string;
  inviteInfo: InviteInfo | null;
  orderLotteryRule: unknown;
  giveGiftsRule: unknown;
  scanRule: unknown;
  isAbleSensors: boolean;
  voteReportInfo: VoteReportInfo | null;
  promotionResults: { code_type?: string | number } | null;
  orderInfo: { address: unknown };
  buyData: unknown;
}

export interface SessionActions {
  /**
   * Sets the fields given and keeps the others. The session's fields are replaced whole, never edited
   * in place, so the store needs no draft (immer stays with the page editor, out of the shell).
   */
  update: (changes: Partial<SessionState>) => void;
  setToken: (token: string | null) => void;
  /** Logout (mall-spec §4): token and open id gone, user info emptied. */
  clearCredentials: () => void;
}

export const initialSession: SessionState = {
  token: null,
  deviceId: null,
  openId: null,
  systemConfig: null,
  userInfo: null,
  loading: false,
  isOpenVip: '0',
  inviteInfo: null,
  orderLotteryRule: null,
  giveGiftsRule: null,
  scanRule: null,
  isAbleSensors: false,
  voteReportInfo: null,
  promotionResults: null,
  orderInfo: { address: null },
  buyData: null,
};

export { SESSION_STORAGE_KEY } from './stored';

/**
 * The session survives a reload of the tab (sessionStorage), read once as the store is made and saved at
 * each change. Not zustand's persist middleware: it reaches localStorage (its default storage) as it is
 * made, a synchronous call to the browser on every landing (about 2.8 ms at 4x CPU) for a storage the
 * shopper's app never uses.
 */
export const useSession = create<SessionState & SessionActions>()((set) => ({
  ...initialSession,
  // Over the defaults, so fields added in a later release get their initial values; never `loading`,
  // which is this page view's only.
  ...sessionFromSaved(savedSession()),
  update: (changes) => set(changes),
  setToken: (token) => set({ token }),
  clearCredentials: () => set({ token: null, openId: null, userInfo: null }),
}));

useSession.subscribe(({ update: _update, setToken: _setToken, clearCredentials: _clear, loading: _loading, ...saved }) => saveSession(saved));

export const session = {
  get: () => useSession.getState(),
  token: () => useSession.getState().token,
  deviceId: () => useSession.getState().deviceId,
};
