/**
 * The regions the demo data uses, with the administrative codes @vant/area-data uses
 * (province "110000", city "110100", area "110101"), so addresses round-trip through the client's
 * area picker. The address recogniser only knows these.
 */
export interface AreaDef {
  id: string;
  name: string;
}

export interface CityDef extends AreaDef {
  areas: AreaDef[];
}

export interface ProvinceDef extends AreaDef {
  /** Name without the 省/市 suffix, as people often type it. */
  short: string;
  cities: CityDef[];
}

export const REGIONS: ProvinceDef[] = [
  {
    id: '110000', name: '北京市', short: '北京',
    cities: [{ id: '110100', name: '北京市', areas: [
      { id: '110101', name: '东城区' }, { id: '110105', name: '朝阳区' }, { id: '110108', name: '海淀区' },
    ] }],
  },
  {
    id: '310000', name: '上海市', short: '上海',
    cities: [{ id: '310100', name: '上海市', areas: [
      { id: '310101', name: '黄浦区' }, { id: '310104', name: '徐汇区' }, { id: '310115', name: '浦东新区' },
    ] }],
  },
  {
    id: '440000', name: '广东省', short: '广东',
    cities: [
      { id: '440100', name: '广州市', areas: [{ id: '440104', name: '越秀区' }, { id: '440106', name: '天河区' }] },
      { id: '440300', name: '深圳市', areas: [{ id: '440304', name: '福田区' }, { id: '440305', name: '南山区' }] },
    ],
  },
  {
    id: '330000', name: '浙江省', short: '浙江',
    cities: [{ id: '330100', name: '杭州市', areas: [{ id: '330106', name: '西湖区' }, { id: '330110', name: '余杭区' }] }],
  },
  {
    id: '320000', name: '江苏省', short: '江苏',
    cities: [{ id: '320100', name: '南京市', areas: [{ id: '320102', name: '玄武区' }, { id: '320106', name: '鼓楼区' }] }],
  },
  {
    id: '510000', name: '四川省', short: '四川',
    cities: [{ id: '510100', name: '成都市', areas: [{ id: '510104', name: '锦江区' }, { id: '510107', name: '武侯区' }] }],
  },
];

export interface ResolvedRegion {
  province: ProvinceDef;
  city: CityDef;
  area: AreaDef;
}

/** Every (province, city, area) triple, in a stable order. */
export function allAreas(): ResolvedRegion[] {
  return REGIONS.flatMap((province) =>
    province.cities.flatMap((city) => city.areas.map((area) => ({ province, city, area }))),
  );
}
