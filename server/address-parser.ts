/**
 * Recognises a pasted Chinese address ("张三 13800138000 北京市朝阳区建国路88号", with or without
 * labels like 收货人：) for the regions in regions.ts. Unrecognised parts come back empty.
 */
import type { AddressFormatResult } from '../src/contract/index.ts';
import { REGIONS, type AreaDef, type CityDef, type ProvinceDef } from './regions.ts';

const LABELS = /(收货人|收件人|联系人|姓名|手机号码|手机号|手机|电话|联系电话|所在地区|详细地址|收货地址|地址)\s*[:：]?/g;

/** Index and length of the first of `names` found in `text`. */
function locate(text: string, names: string[]): { index: number; length: number } | undefined {
  let best: { index: number; length: number } | undefined;
  for (const name of names) {
    if (!name) continue;
    const index = text.indexOf(name);
    if (index >= 0 && (!best || index < best.index || (index === best.index && name.length > best.length))) {
      best = { index, length: name.length };
    }
  }
  return best;
}

const stripSuffix = (name: string) => name.replace(/(省|市|自治区|新区|区|县)$/, '');

interface Found {
  province?: ProvinceDef;
  city?: CityDef;
  area?: AreaDef;
  /** Where the recognised region text ends within the segment. */
  end: number;
}

function findRegion(segment: string): Found | undefined {
  let found: Found | undefined;
  for (const province of REGIONS) {
    const hit = locate(segment, [province.name, province.short]);
    const start = hit ? hit.index + hit.length : 0;
    for (const city of province.cities) {
      const cityHit = locate(segment.slice(start), [city.name, stripSuffix(city.name)]);
      const cityEnd = cityHit ? start + cityHit.index + cityHit.length : start;
      for (const area of city.areas) {
        const areaHit = locate(segment.slice(cityEnd), [area.name]);
        if (areaHit && (hit || cityHit)) {
          return { province, city, area, end: cityEnd + areaHit.index + areaHit.length };
        }
        if (areaHit && !found) found = { province, city, area, end: cityEnd + areaHit.index + areaHit.length };
      }
      if (cityHit && !found) found = { province, city, end: cityEnd };
    }
    if (hit && !found) found = { province, end: start };
  }
  return found;
}

export function parseAddress(raw: string): AddressFormatResult {
  const result: AddressFormatResult = {
    full_name: '', mobile: '', province: '', province_id: '', city: '', city_id: '', area: '', area_id: '', address: '',
  };
  let text = raw.replace(/(\d)[\s-](?=\d)/g, '$1').replace(LABELS, ' ');
  const mobile = /(?:\+?86)?(1[3-9]\d{9})/.exec(text);
  if (mobile?.[1]) {
    result.mobile = mobile[1];
    text = text.replace(mobile[0], ' ');
  }
  const segments = text.split(/[\s,，;；、|]+/).filter(Boolean);
  let regionIndex = -1;
  for (let i = 0; i < segments.length; i++) {
    const found = findRegion(segments[i]!);
    if (!found) continue;
    regionIndex = i;
    if (found.province) Object.assign(result, { province: found.province.name, province_id: found.province.id });
    if (found.city) Object.assign(result, { city: found.city.name, city_id: found.city.id });
    if (found.area) Object.assign(result, { area: found.area.name, area_id: found.area.id });
    const rest = segments[i]!.slice(found.end);
    result.address = rest || (segments[i + 1] && !/^[\u4e00-\u9fa5]{2,4}$/.test(segments[i + 1]!) ? segments[i + 1]! : '');
    if (!rest && result.address) segments.splice(i + 1, 1);
    break;
  }
  const nameCandidate = segments.find((s, i) => i !== regionIndex && !/\d/.test(s) && s.length <= 15);
  if (nameCandidate) result.full_name = nameCandidate;
  return result;
}
