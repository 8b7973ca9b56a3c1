// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listOrderParcels } from '../../../src/api/order';
import type { ExpressParcel } from '../../../src/contract';
import { renderNodes, startLoggedInEachTest } from '../../test-utils';
import example from './example.json';
import logistics from './widget';

vi.mock('../../../src/api/order', () => ({ listOrderParcels: vi.fn() }));
const parcels = vi.mocked(listOrderParcels);

const parcel = (track_no: string, shipment_company: string, track_status: number, track_status_desc: string): ExpressParcel => ({
  track_status,
  track_status_desc,
  shipment_company,
  track_no,
  latest_track_data: { context: `${shipment_company}快件已到达杭州转运中心`, time: '2026-11-04 18:20:00' },
});

startLoggedInEachTest();

describe('system:logistics', () => {
  it('accepts its example and refuses an order id that is not a number', () => {
    expect(logistics.validate(example.props)).toBe(true);
    expect(logistics.validate({ id: '1 OR 1' })).toBe(false);
    expect(logistics.validate({ id: '50001', biz_type: '1"><img>' })).toBe(false);
    expect(logistics.validate({})).toBe(false);
  });

  it('lists the parcels, delivered in green and moving in pink, each opening its tracking', async () => {
    parcels.mockResolvedValueOnce({ express_list: [parcel('SF1400000000001', '顺丰速运', 4, '已签收'), parcel('YT7300000000002', '圆通速递', 2, '运输中')] });
    const page = await renderNodes([logistics], [example]);
    const delivered = await screen.findByText('已签收');
    expect(parcels).toHaveBeenCalledWith({ order_id: '50001', biz_type: '1' });
    expect(delivered.getAttribute('data-tone')).toBe('delivered');
    expect(screen.getByText('运输中').getAttribute('data-tone')).toBe('moving');
    // Each parcel's number and latest news on its own card.
    const first = screen.getByRole('link', { name: /顺丰速运/ });
    expect(within(first).getByRole('heading', { name: '顺丰速运' })).toBeVisible();
    expect(within(first).getByText('运单号：SF1400000000001')).toBeVisible();
    expect(within(first).getByText('顺丰速运快件已到达杭州转运中心')).toBeVisible();
    const second = screen.getByRole('link', { name: /圆通速递/ });
    expect(second.getAttribute('href')).toBe('/mall/packages/logistics/detail?id=50001&biz_type=1&track_no=YT7300000000002&index=1');
    fireEvent.click(second);
    expect(page.visited).toEqual(['/mall/packages/logistics/detail?id=50001&biz_type=1&track_no=YT7300000000002&index=1']);
  });

  it('says when the order has no parcels', async () => {
    parcels.mockResolvedValueOnce({ express_list: [] });
    await renderNodes([logistics], [{ ...example, props: { id: 50002 } }]);
    expect(await screen.findByText('暂无物流信息')).toBeVisible();
    expect(parcels).toHaveBeenCalledWith({ order_id: 50002, biz_type: undefined });
    expect(screen.queryByRole('link')).toBeNull();
  });
});
