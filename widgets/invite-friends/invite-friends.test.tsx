// @vitest-environment happy-dom
import { fireEvent, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getInviteFriendsMission } from '../../src/api/mission';
import { requestLogin, useSession } from '../../src/core/session';
import { copyWithMessage } from '../../src/ui/copy-text';
import { renderNodes, startLoggedInEachTest } from '../test-utils';
import example from './example.json';
import inviteFriends from './widget';

vi.mock('../../src/api/mission', () => ({ getInviteFriendsMission: vi.fn() }));
vi.mock('../../src/ui/copy-text', () => ({ copyWithMessage: vi.fn(() => Promise.resolve()) }));
vi.mock('../../src/core/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/core/session')>()),
  requestLogin: vi.fn(() => Promise.resolve()),
}));

const load = vi.mocked(getInviteFriendsMission);
const copy = vi.mocked(copyWithMessage);

startLoggedInEachTest();

describe('invite-friends', () => {
  it('accepts its example and rejects typical mistakes', () => {
    expect(inviteFriends.validate(example.props)).toBe(true);
    expect(inviteFriends.validate({})).toBe(true);
    expect(inviteFriends.validate({ title: 3 })).toBe(false);
  });

  it('shows the code, the count, the reward and the friends; copies the code and the invite', async () => {
    load.mockResolvedValueOnce({
      invite_code: 'GZG7PT', invited_num: 2, reward_per_friend: 100,
      friends: [{ nick_name: '小鹿同学', headimgurl: '', time: '2026-11-06 10:00:00' }, { nick_name: '', headimgurl: '', time: '' }],
    });
    const page = await renderNodes([inviteFriends], [example]);
    expect((await page.findByText('我的邀请码')).textContent).toBe('我的邀请码 GZG7PT');
    expect(page.getByText('已邀请').nextElementSibling?.textContent).toBe('2人');
    expect(page.getByText('每邀请1人得').nextElementSibling?.textContent).toBe('100金币');
    // A friend without a nickname is 好友, without a time nothing.
    const friends = within(page.getByRole('list', { name: '已邀请的好友' })).getAllByRole('listitem');
    expect(friends.map((friend) => friend.textContent)).toEqual(['小鹿同学2026-11-06 10:00:00', '好友']);
    fireEvent.click(page.getByRole('button', { name: '复制' }));
    expect(copy).toHaveBeenLastCalledWith('GZG7PT');
    fireEvent.click(page.getByRole('button', { name: '邀请好友' }));
    expect(copy.mock.lastCall?.[0]).toMatch(/邀请码 GZG7PT：http:\/\/.+\/mission-center\/invite-friends\?invite_code=GZG7PT$/);
  });

  it('with no friends yet says so', async () => {
    load.mockResolvedValueOnce({ invite_code: 'GZG1', invited_num: 0, reward_per_friend: 100, friends: [] });
    const page = await renderNodes([inviteFriends], [example]);
    expect(await page.findByText('还没有邀请到好友，快去邀请吧')).toBeVisible();
  });

  it('a visitor is asked to log in', async () => {
    useSession.getState().setToken(null);
    const page = await renderNodes([inviteFriends], [example]);
    fireEvent.click(page.getByRole('button', { name: '登录后邀请好友' }));
    expect(requestLogin).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
  });
});
