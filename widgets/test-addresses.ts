/** The region every address test uses, as the server names it: 浙江省 杭州市 西湖区 with their codes. */
export const WEST_LAKE = {
  province: '浙江省',
  province_id: '330000',
  city: '杭州市',
  city_id: '330100',
  area: '西湖区',
  area_id: '330106',
} as const;
