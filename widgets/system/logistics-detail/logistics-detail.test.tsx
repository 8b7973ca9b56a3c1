// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getTrackingDetail } from '../../../src/api/order';
import type { LogisticsDetail } from '../../../src/contract';
import { renderNodes, startLoggedInEachTest } from '../../test-utils';
import example from './example.json';
import logisticsDetail from './widget';

vi.mock('../../../src/api/order', () => ({ getTrackingDetail: vi.fn() }));
const tracking = vi.mocked(getTrackingDetail);

const moving: LogisticsDetail = {
  track_status: 2,
  track_status_desc: '运输中',
  shipment_company: '顺丰速运',
  track_no: 'SF1400000000001',
  track_list: [
    { context: '快件已到达杭州转运中心', time: '2026-11-04 18:20:00' },
    { context: '快件已从深圳发出', time: '2026-11-03 21:05:00' },
    { context: '顺丰速运已揽收', time: '2026-11-03 16:40:00' },
  ],
};

startLoggedInEachTest();

describe('system:logistics-detail', () => {
  it('accepts its example and refuses a hostile order id or tracking number', () => {
    expect(logisticsDetail.validate(example.props)).toBe(true);
    expect(logisticsDetail.validate({ ...example.props, id: '1 OR 1' })).toBe(false);
    expect(logisticsDetail.validate({ ...example.props, track_no: '<script>' })).toBe(false);
    expect(logisticsDetail.validate({ id: '50001' })).toBe(false);
  });

  it('shows the status in pink while moving, then the tracking newest first with the latest highlighted', async () => {
    tracking.mockResolvedValueOnce(moving);
    await renderNodes([logisticsDetail], [example]);
    const status = await screen.findByText('运输中');
    expect(tracking).toHaveBeenCalledWith({ order_id: '50001', track_no: 'SF1400000000001', biz_type: '1' });
    expect(status.getAttribute('data-tone')).toBe('moving');
    expect(screen.getByRole('heading', { name: '运输中' })).toBeVisible();
    expect(screen.getByText('顺丰速运')).toBeVisible();
    expect(screen.getByText('运单号：SF1400000000001')).toBeVisible();
    const entries = within(screen.getByRole('region', { name: '物流轨迹' })).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      '快件已到达杭州转运中心2026-11-04 18:20:00',
      '快件已从深圳发出2026-11-03 21:05:00',
      '顺丰速运已揽收2026-11-03 16:40:00',
    ]);
    expect(entries.map((entry) => entry.getAttribute('aria-current'))).toEqual(['step', null, null]);
  });

  it('shows a delivered parcel in green, and says when there is no tracking yet', async () => {
    tracking.mockResolvedValueOnce({ ...moving, track_status: 4, track_status_desc: '已签收', track_list: [] });
    await renderNodes([logisticsDetail], [example]);
    expect((await screen.findByText('已签收')).getAttribute('data-tone')).toBe('delivered');
    expect(screen.getByText('暂无物流信息')).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
