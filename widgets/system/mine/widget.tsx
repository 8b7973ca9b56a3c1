import { useEffect } from 'react';
import { getCustomerProfile } from '../../../src/api/customer';
import type { Customer } from '../../../src/contract';
import { defineWidget } from '../../../src/core/renderer';
import { ensureLoggedIn, useSession } from '../../../src/core/session';
import { Img } from '../../../src/ui/Img';
import { RemoteView } from '../../../src/ui/RemoteView';
import { useRemote } from '../../../src/ui/use-remote';
import { OrderBlock, ToolGrid } from './MineSections';
import validate from './props.schema.json?validate';
import styles from './widget.module.css';

export type MineProps = Record<string, never>;

/** The server answers customer_id 0 (or none) for a visitor. */
const isMember = (profile: Customer) => profile.customer_id > 0;

/** "138****5678" for an 11-digit mobile; anything else is shown as the server sent it. */
export function maskMobile(mobile: string | undefined): string {
  const value = (mobile ?? '').trim();
  return /^\d{11}$/.test(value) ? `${value.slice(0, 3)}****${value.slice(7)}` : value;
}

function ProfileHeader({ profile }: { profile: Customer }) {
  const member = isMember(profile);
  return (
    <header className={styles.header}>
      <span className={styles.avatar}>
        <Img src={member ? profile.headimgurl : ''} alt="头像" ratio={1} eager />
      </span>
      {member ? (
        <div className={styles.who}>
          <h1 className={styles.name}>{profile.nick_name || maskMobile(profile.mobile) || '未设置昵称'}</h1>
          {profile.no_medal_notice ? <p className={styles.medal}>{profile.no_medal_notice}</p> : null}
        </div>
      ) : (
        <button type="button" className={styles.login} onClick={() => ensureLoggedIn()}>
          登录/注册
        </button>
      )}
    </header>
  );
}

interface LoadedProfile {
  profile: Customer;
  /** The session token the profile describes, once the answer has been applied to the session. */
  token: string | null;
}

/**
 * The profile, with the session brought in line with it: the server answers customer_id 0 for a
 * visitor, so a token it no longer accepts is dropped, and a member's profile is kept for others.
 */
async function loadProfile(): Promise<LoadedProfile> {
  const sentWith = useSession.getState().token;
  const profile = await getCustomerProfile();
  const session = useSession.getState();
  // A login that landed while this was in flight is about another visitor: leave it alone.
  if (session.token === sentWith) {
    if (isMember(profile)) {
      session.update({ userInfo: { ...profile } });
    } else {
      // mall-spec §4: the token is cleared; the profile of whoever held it goes with it.
      session.update({ token: null, userInfo: null });
    }
  }
  return { profile, token: useSession.getState().token };
}

/** /mall/mine (mall-spec §2): open to visitors, who see 登录/注册 and are asked to log in on every tap. */
function Mine() {
  // Mounting loads afresh, so counts are current each time the shopper opens the tab.
  const remote = useRemote(loadProfile, []);
  const { status, data, refresh } = remote;
  const token = useSession((state) => state.token);

  // A login or logout while the screen is shown (the app logs in without leaving the page) makes
  // the profile on screen someone else's; our own dropping of a stale token does not.
  useEffect(() => {
    if (status === 'ready' && data && data.token !== token) void refresh();
  }, [status, data, token, refresh]);

  return (
    <RemoteView remote={remote}>
      {({ profile }) => (
        <div className={styles.screen}>
          <ProfileHeader profile={profile} />
          <OrderBlock profile={profile} />
          <ToolGrid profile={profile} />
        </div>
      )}
    </RemoteView>
  );
}

export default defineWidget<MineProps>({ type: 'system:mine', validate, component: Mine });
