import { useEffect, useState } from 'react';
import { Area } from '../../../src/ui/vant/area';
import type { AddressDraft, Region } from './address-form';

type AreaList = Parameters<typeof Area>[0]['areaList'];

interface RegionPickerProps {
  open: boolean;
  draft: AddressDraft;
  onPick: (regions: [Region, Region, Region]) => void;
  onClose: () => void;
}

/** Province / city / area from @vant/area-data, downloaded the first time the picker opens. */
export function RegionPicker({ open, draft, onPick, onClose }: RegionPickerProps) {
  const [areaList, setAreaList] = useState<AreaList | null>(null);
  useEffect(() => {
    if (!open || areaList) return;
    void import('@vant/area-data').then((module) => setAreaList(module.areaList));
  }, [open, areaList]);
  if (!areaList) return null;
  const value = [draft.province?.code, draft.city?.code, draft.area?.code].filter((code): code is string => Boolean(code));
  return (
    <Area
      title="请选择省市区"
      popup={{ round: true, onClose }}
      visible={open}
      areaList={areaList}
      // Every column starts on a real place; a "please choose" row could be confirmed as an answer.
      placeholder={false}
      value={value}
      onConfirm={(_codes, options) => {
        const [province, city, area] = options;
        if (province?.value && city?.value && area?.value) {
          onPick([
            { name: province.text, code: province.value },
            { name: city.text, code: city.value },
            { name: area.text, code: area.value },
          ]);
        }
        onClose();
      }}
      onCancel={onClose}
    />
  );
}
