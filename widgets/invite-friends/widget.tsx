import { getInviteFriendsMission } from '../../src/api/mission';
import type { InviteFriendsMission } from '../../src/contract';
import { defineWidget, type WidgetRenderProps } from '../../src/core/renderer';
import { MissionBlock } from '../../src/mall/missions/MissionBlock';
import { MissionGate } from '../../src/mall/missions/MissionGate';
import { RemoteBlock } from '../../src/mall/missions/RemoteBlock';
import { shareInvite } from '../../src/mall/missions/share';
import { copyWithMessage } from '../../src/ui/copy-text';
import { Img } from '../../src/ui/Img';
import patterns from '../../src/ui/patterns.module.css';
import { useRemote } from '../../src/ui/use-remote';
import validate from './props.schema.json?validate';
import styles from './widget.module.css';

export interface InviteFriendsProps {
  title?: string;
}

function Invite({ invite }: { invite: InviteFriendsMission }) {
  return (
    <>
      <div className={styles.code}>
        <span>
          我的邀请码 <strong>{invite.invite_code}</strong>
        </span>
        <button type="button" className={styles.copy} onClick={() => void copyWithMessage(invite.invite_code)}>
          复制
        </button>
      </div>
      <dl className={styles.stats}>
        <div>
          <dt>已邀请</dt>
          <dd>{invite.invited_num}人</dd>
        </div>
        <div>
          <dt>每邀请1人得</dt>
          <dd>{invite.reward_per_friend}金币</dd>
        </div>
      </dl>
      <button type="button" className={`${patterns.primaryPill} ${styles.share}`} onClick={() => void shareInvite(invite.invite_code)}>
        邀请好友
      </button>
      {invite.friends.length ? (
        <ul className={styles.friends} aria-label="已邀请的好友">
          {invite.friends.map((friend, index) => (
            <li key={`${friend.nick_name}#${index}`} className={styles.friend}>
              {friend.headimgurl ? <Img src={friend.headimgurl} alt="" ratio={1} className={styles.avatar} /> : <span className={styles.avatar} />}
              <span className={styles.nick}>{friend.nick_name || '好友'}</span>
              <span className={styles.time}>{friend.time}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.none}>还没有邀请到好友，快去邀请吧</p>
      )}
    </>
  );
}

function InviteBoard() {
  const remote = useRemote(() => getInviteFriendsMission(), []);
  return <RemoteBlock remote={remote}>{(invite) => <Invite invite={invite} />}</RemoteBlock>;
}

function InviteFriends({ props }: WidgetRenderProps<InviteFriendsProps>) {
  const title = props.title?.trim() || '邀请好友';
  return (
    <MissionBlock title={title}>
      <MissionGate prompt="登录后邀请好友">
        <InviteBoard />
      </MissionGate>
    </MissionBlock>
  );
}

export default defineWidget<InviteFriendsProps>({ type: 'invite-friends', validate, component: InviteFriends });
