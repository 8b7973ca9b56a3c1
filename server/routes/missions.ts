/** Mission centre (platform-spec §7): sign-in, make-up sign-in, reminders, missions, rewards, records. */
import type {
  BillingRewardPage,
  HistoryActivityPage,
  Mission,
  MissionIndex,
  MissionSignResult,
  SignDay,
  Wire,
} from '../../src/contract/index.ts';
import { dayNumber, formatDay, formatTime } from '../clock.ts';
import { answer, num, pageOf, paging, requireCustomer, str, type App, type Deps } from '../context.ts';
import { ApiError, CODE } from '../envelope.ts';
import type { MissionDef, MissionStateRec } from '../model.ts';
import { toYuan } from '../money.ts';
import { productCard } from '../present.ts';
import { completeMission, missionState } from '../state/missions.ts';
import { orderTotalFen } from '../state/orders.ts';

/** Monday of the week containing `day` (day 0, 1970-01-01, was a Thursday). */
const mondayOf = (day: number) => day - ((day + 3) % 7);

function streak(rec: MissionStateRec, today: number): number {
  const days = new Set([...rec.signed, ...rec.repaired]);
  let day = days.has(today) ? today : today - 1;
  let count = 0;
  while (days.has(day)) {
    count++;
    day--;
  }
  return count;
}

function missionOf(def: MissionDef, rec: MissionStateRec): Mission {
  const status = rec.missions[String(def.id)] ?? 0;
  return {
    id: def.id,
    title: def.title,
    desc: def.desc,
    icon: def.icon,
    reward: def.reward,
    status,
    progress: status ? def.total : 0,
    total: def.total,
    ...(def.action ? { action: def.action } : {}),
  };
}

export function registerMissions(app: App, deps: Deps): void {
  const { catalog } = deps;
  const reward = (index: number) => catalog.sign_rewards[Math.min(index, catalog.sign_rewards.length - 1)] ?? 5;
  const missionDef = (id: number) => {
    const def = catalog.missions.find((m) => m.id === id);
    if (!def) throw new ApiError(CODE.NOT_FOUND, '任务不存在');
    return def;
  };

  const signDay = (rec: MissionStateRec, day: number, repaired: boolean): MissionSignResult => {
    (repaired ? rec.repaired : rec.signed).push(day);
    const today = dayNumber(deps.clock.now());
    const coins = reward(day - mondayOf(day));
    rec.coins += coins;
    rec.records.push({ id: 0, title: repaired ? '补签' : '每日签到', reward: coins, time: deps.clock.now() });
    deps.store.changed();
    return { date: formatDay(day), reward: coins, continuous_days: streak(rec, today), coin_total: rec.coins };
  };

  app.get('/1/mission/index', answer((c): MissionIndex => {
    const customer = requireCustomer(c, deps);
    const rec = missionState(deps, customer.customer_id);
    const today = dayNumber(deps.clock.now());
    const monday = mondayOf(today);
    const signed = new Set([...rec.signed, ...rec.repaired]);
    const days: SignDay[] = Array.from({ length: 7 }, (_, i) => {
      const day = monday + i;
      return { date: formatDay(day), reward: reward(i), signed: signed.has(day), can_repair: day < today && !signed.has(day), is_today: day === today };
    });
    return {
      coin_total: rec.coins,
      sign: { today_signed: signed.has(today), continuous_days: streak(rec, today), remind: rec.remind, repair_cards: rec.repair_cards, days },
      missions: catalog.missions.map((def) => missionOf(def, rec)),
      banner: '/static/img/b/mission-banner.svg?w=750&h=280&t=%E4%BB%BB%E5%8A%A1%E4%B8%AD%E5%BF%83',
    };
  }));

  app.get('/1/mission/sign', answer((c) => {
    const rec = missionState(deps, requireCustomer(c, deps).customer_id);
    const today = dayNumber(deps.clock.now());
    if (rec.signed.includes(today) || rec.repaired.includes(today)) throw new ApiError(CODE.ALREADY_SIGNED, '今日已签到');
    return signDay(rec, today, false);
  }));

  app.post('/v1/mission/repair/sign/in', answer((c) => {
    const rec = missionState(deps, requireCustomer(c, deps).customer_id);
    const today = dayNumber(deps.clock.now());
    const wanted = str(c, 'date');
    const signed = new Set([...rec.signed, ...rec.repaired]);
    const candidates = Array.from({ length: today - mondayOf(today) }, (_, i) => mondayOf(today) + i).filter((d) => !signed.has(d));
    const day = wanted ? candidates.find((d) => formatDay(d) === wanted) : candidates[candidates.length - 1];
    // A day signed or made up already, today, a later day or one of another week: nothing to make up.
    if (day === undefined) throw new ApiError(CODE.NOT_REPAIRABLE, '该日期无需补签');
    if (rec.repair_cards <= 0) throw new ApiError(CODE.NO_REPAIR_CARD, '补签卡已用完');
    rec.repair_cards--;
    return signDay(rec, day, true);
  }));

  app.post('/1/mission/set_sign_remind', answer((c) => {
    const rec = missionState(deps, requireCustomer(c, deps).customer_id);
    rec.remind = num(c, 'remind', rec.remind ? 0 : 1) ? 1 : 0;
    deps.store.changed();
    return { remind: rec.remind };
  }));

  app.post('/1/mission/sign_record', answer((c) => {
    const rec = missionState(deps, requireCustomer(c, deps).customer_id);
    const entries = [
      ...rec.signed.map((d) => ({ day: d, type: 1 as const })),
      ...rec.repaired.map((d) => ({ day: d, type: 2 as const })),
    ]
      .sort((a, b) => b.day - a.day)
      .map(({ day, type }) => ({ date: formatDay(day), reward: reward(day - mondayOf(day)), type }));
    const { page, size } = paging(c, 20);
    const { slice, has_more } = pageOf(entries, page, size);
    return { list: slice, has_more, total: entries.length };
  }));

  app.post('/1/mission/mission_complete', answer((c) => {
    const customer = requireCustomer(c, deps);
    const def = missionDef(num(c, 'id'));
    const fresh = completeMission(deps, customer.customer_id, def.id);
    const rec = missionState(deps, customer.customer_id);
    return { mission_id: def.id, status: rec.missions[String(def.id)] ?? 1, already_completed: !fresh };
  }));

  app.post('/1/mission/receive_reward', answer((c) => {
    const customer = requireCustomer(c, deps);
    const def = missionDef(num(c, 'id'));
    const rec = missionState(deps, customer.customer_id);
    const status = rec.missions[String(def.id)];
    if (status === 2) throw new ApiError(CODE.REWARD_RECEIVED, '奖励已领取，请勿重复领取');
    if (status !== 1) throw new ApiError(CODE.MISSION_NOT_DONE, '任务尚未完成，完成后再来领取吧');
    rec.missions[String(def.id)] = 2;
    rec.coins += def.reward;
    rec.records.push({ id: def.id, title: def.title, reward: def.reward, time: deps.clock.now() });
    deps.store.changed();
    return { mission_id: def.id, reward: def.reward, coin_total: rec.coins };
  }));

  app.post('/1/mission/shopping', answer((c) => {
    const rec = missionState(deps, requireCustomer(c, deps).customer_id);
    return { mission: missionOf(missionDef(4), rec), products: catalog.feed_order.slice(0, 10).flatMap((id) => {
      const p = catalog.product(id);
      return p ? [productCard(deps, p)] : [];
    }) };
  }));

  app.post('/1/mission/share_product_detail', answer((c) => {
    const customer = requireCustomer(c, deps);
    if (num(c, 'product_id')) completeMission(deps, customer.customer_id, 2);
    const rec = missionState(deps, customer.customer_id);
    return { mission: missionOf(missionDef(2), rec), products: catalog.feed_order.slice(10, 20).flatMap((id) => {
      const p = catalog.product(id);
      return p ? [productCard(deps, p)] : [];
    }) };
  }));

  app.post('/1/mission/invite_friends', answer((c) => {
    const customer = requireCustomer(c, deps);
    const rec = missionState(deps, customer.customer_id);
    return {
      mission: missionOf(missionDef(3), rec),
      invite_code: `GZG${customer.customer_id.toString(36).toUpperCase()}`,
      invited_num: rec.friends?.length ?? 0,
      reward_per_friend: missionDef(3).reward,
      friends: (rec.friends ?? []).map((f) => ({ nick_name: f.nick_name, headimgurl: f.headimgurl, time: formatTime(f.time) })),
    };
  }));

  app.post('/1/mission/billing_reward', answer((c): Wire<BillingRewardPage> => {
    const customer = requireCustomer(c, deps);
    const paid = deps.store.state.orders
      .filter((o) => o.customer_id === customer.customer_id && o.paid_at > 0)
      .sort((a, b) => b.paid_at - a.paid_at)
      .map((o) => {
        const fen = orderTotalFen(o);
        return { order_no: o.order_no, pay_price: toYuan(fen), reward: Math.floor(fen / 1000), status_label: o.status === 3 ? '已到账' : '待到账', time: formatTime(o.paid_at) };
      });
    const { page, size } = paging(c, 20);
    const { slice, has_more } = pageOf(paid, page, size);
    return { list: slice, has_more, total: paid.length };
  }));

  app.post('/1/mission/history_activity', answer((c): HistoryActivityPage => {
    requireCustomer(c, deps);
    const list = [
      { id: 31, title: '618年中狂欢任务赛', image: '/static/img/b/act-618.svg?w=690&h=260&t=618', start_time: '2026-06-01 00:00:00', end_time: '2026-06-18 23:59:59', status_label: '已结束' },
      { id: 32, title: '国庆签到领好礼', image: '/static/img/b/act-1001.svg?w=690&h=260&t=%E5%9B%BD%E5%BA%86', start_time: '2026-10-01 00:00:00', end_time: '2026-10-07 23:59:59', status_label: '已结束' },
    ];
    const { page, size } = paging(c, 20);
    const { slice, has_more } = pageOf(list, page, size);
    return { list: slice, has_more, total: list.length };
  }));

  app.post('/1/mission/mission_record', answer((c) => {
    const rec = missionState(deps, requireCustomer(c, deps).customer_id);
    const records = [...rec.records].sort((a, b) => b.time - a.time).map((r, i) => ({ id: r.id || 1000 + i, title: r.title, reward: r.reward, time: formatTime(r.time) }));
    const { page, size } = paging(c, 20);
    const { slice, has_more } = pageOf(records, page, size);
    return { list: slice, has_more, total: records.length };
  }));

  // The mission centre's rules are plain text; the newbie rules come as HTML, as a back office's editor saves them.
  app.post('/1/mission/rule_image', answer((c) => str(c, 'type') === 'newbie'
    ? {
      image: '/static/img/d/newbie-rule.svg?w=750&h=600&t=%E6%96%B0%E4%BA%BA%E8%A7%84%E5%88%99',
      rule_text: '<p><strong>新人专享：</strong>注册7天内完成新手任务可得双倍金币。</p><p>每位用户限参与一次。</p>',
    }
    : {
      image: '/static/img/d/mission-rule.svg?w=750&h=1200&t=%E4%BB%BB%E5%8A%A1%E8%A7%84%E5%88%99',
      rule_text: '1. 每日签到可领取金币，连续签到奖励递增；\n2. 每周可使用补签卡补签本周漏签日期；\n3. 任务完成后需手动领取奖励；\n4. 金币可在金币商城兑换好礼。',
    }));

}
