/** Vocabulary for the generated demo catalogue. */

export interface AttributeTemplate {
  label: string;
  options: string[];
  /** Extra fen per option index (same length as options, or shorter = 0). */
  surcharge?: number[];
  /** Options carry an image (colour swatches). */
  images?: boolean;
}

export interface ChildCategoryWords {
  name: string;
  nouns: string[];
}

export interface TopCategoryWords {
  name: string;
  /** Price range in yuan. */
  price: [number, number];
  brands: string[];
  adjectives: string[];
  children: ChildCategoryWords[];
  /** Attribute templates, picked in order for products with 1, 2 or 3 attributes. */
  attributes: AttributeTemplate[];
}

const COLOURS: AttributeTemplate = { label: '颜色', options: ['经典黑', '象牙白', '雾霾蓝', '樱花粉', '燕麦色'], images: true };
const SIZES: AttributeTemplate = { label: '尺码', options: ['S', 'M', 'L', 'XL'] };

export const CATEGORIES: TopCategoryWords[] = [
  {
    name: '美妆护肤', price: [39, 499],
    brands: ['花西子', '珀莱雅', '薇诺娜', '完美日记', '自然堂', '百雀羚'],
    adjectives: ['水润保湿', '轻薄透气', '持久不脱妆', '温和修护', '提亮肤色'],
    children: [
      { name: '面部护肤', nouns: ['精华液', '保湿面霜', '爽肤水', '眼霜', '面膜10片装'] },
      { name: '彩妆', nouns: ['雾面口红', '气垫BB霜', '散粉', '眉笔', '眼影盘'] },
      { name: '香水', nouns: ['淡香水50ml', '香氛礼盒', '滚珠香水'] },
      { name: '防晒', nouns: ['清爽防晒乳', '防晒喷雾', '隔离霜'] },
    ],
    attributes: [
      { label: '规格', options: ['30ml', '50ml', '100ml'], surcharge: [0, 4000, 9000] },
      { label: '色号', options: ['01 自然色', '02 象牙白', '03 小麦色'], images: true },
      { label: '套装', options: ['单品', '礼盒装'], surcharge: [0, 3000] },
    ],
  },
  {
    name: '食品生鲜', price: [9.9, 199],
    brands: ['三只松鼠', '良品铺子', '百草味', '五芳斋', '褚橙', '佳沛'],
    adjectives: ['产地直发', '当季新鲜', '独立小包装', '零添加', '办公室零食'],
    children: [
      { name: '休闲零食', nouns: ['每日坚果', '猪肉脯', '芒果干', '手撕面包', '海苔脆'] },
      { name: '新鲜水果', nouns: ['赣南脐橙', '阳光玫瑰葡萄', '奇异果', '烟台红富士'] },
      { name: '粮油调味', nouns: ['五常大米', '压榨花生油', '生抽酱油', '挂面'] },
      { name: '茶饮冲调', nouns: ['西湖龙井', '燕麦片', '挂耳咖啡', '红枣枸杞茶'] },
    ],
    attributes: [
      { label: '规格', options: ['500g', '1kg', '2.5kg', '5kg'], surcharge: [0, 1500, 4500, 9000] },
      { label: '口味', options: ['原味', '香辣味', '蜂蜜味'] },
      { label: '包装', options: ['家庭装', '礼盒装'], surcharge: [0, 2000] },
    ],
  },
  {
    name: '服饰鞋包', price: [59, 699],
    brands: ['太平鸟', '优衣库', '李宁', '安踏', '森马', '波司登'],
    adjectives: ['宽松百搭', '秋冬加厚', '新款韩版', '纯棉亲肤', '简约通勤'],
    children: [
      { name: '女装', nouns: ['针织开衫', '连衣裙', '羊毛大衣', '阔腿裤', '卫衣'] },
      { name: '男装', nouns: ['休闲夹克', '羽绒服', '衬衫', '运动裤'] },
      { name: '运动鞋', nouns: ['跑步鞋', '板鞋', '篮球鞋', '老爹鞋'] },
      { name: '箱包', nouns: ['双肩包', '托特包', '20寸拉杆箱', '斜挎包'] },
    ],
    attributes: [
      COLOURS,
      SIZES,
      { label: '款式', options: ['常规款', '加绒款'], surcharge: [0, 2000] },
    ],
  },
  {
    name: '家居百货', price: [19, 399],
    brands: ['网易严选', '名创优品', '苏泊尔', '富光', '洁丽雅'],
    adjectives: ['北欧简约', '大容量', '加厚耐用', '家用多功能', 'ins风'],
    children: [
      { name: '厨房用品', nouns: ['不粘炒锅', '保温杯', '菜板套装', '玻璃饭盒'] },
      { name: '床上用品', nouns: ['四件套', '乳胶枕', '蚕丝被', '珊瑚绒毯'] },
      { name: '收纳整理', nouns: ['收纳箱', '衣架20只装', '桌面收纳盒'] },
      { name: '家居装饰', nouns: ['香薰蜡烛', '仿真绿植', '装饰画'] },
    ],
    attributes: [
      { label: '颜色', options: ['奶白', '浅灰', '墨绿'], images: true },
      { label: '尺寸', options: ['小号', '中号', '大号'], surcharge: [0, 2000, 5000] },
      { label: '数量', options: ['1件', '2件装'], surcharge: [0, 3000] },
    ],
  },
  {
    name: '母婴玩具', price: [29, 599],
    brands: ['好孩子', '贝亲', '乐高', 'babycare', '飞鹤'],
    adjectives: ['婴儿专用', '益智早教', '安全无毒', '宝宝最爱', '新生儿'],
    children: [
      { name: '奶粉辅食', nouns: ['婴幼儿奶粉', '米粉', '果泥', '磨牙棒'] },
      { name: '尿裤湿巾', nouns: ['纸尿裤', '拉拉裤', '手口湿巾80抽'] },
      { name: '益智玩具', nouns: ['积木套装', '拼图', '遥控汽车', '绘本套装'] },
      { name: '童装童鞋', nouns: ['连体衣', '学步鞋', '儿童羽绒服'] },
    ],
    attributes: [
      { label: '段数', options: ['1段', '2段', '3段'] },
      { label: '规格', options: ['S码', 'M码', 'L码', 'XL码'] },
      { label: '数量', options: ['单包', '3包装'], surcharge: [0, 12000] },
    ],
  },
  {
    name: '数码家电', price: [99, 4999],
    brands: ['小米', '华为', '美的', '飞利浦', '戴森', '漫步者'],
    adjectives: ['智能', '降噪', '大功率', '轻薄便携', '旗舰款'],
    children: [
      { name: '手机配件', nouns: ['快充充电器', '无线耳机', '充电宝', '手机壳'] },
      { name: '生活电器', nouns: ['吹风机', '电动牙刷', '扫地机器人', '空气净化器'] },
      { name: '厨房电器', nouns: ['破壁机', '空气炸锅', '电饭煲', '咖啡机'] },
      { name: '电脑办公', nouns: ['机械键盘', '无线鼠标', '显示器支架'] },
    ],
    attributes: [
      { label: '颜色', options: ['曜石黑', '月光白', '远峰蓝'], images: true },
      { label: '版本', options: ['标准版', 'Pro版'], surcharge: [0, 30000] },
      { label: '套餐', options: ['官方标配', '延保套餐'], surcharge: [0, 9900] },
    ],
  },
  {
    name: '个护清洁', price: [9.9, 159],
    brands: ['蓝月亮', '舒肤佳', '海飞丝', '云南白药', '维达'],
    adjectives: ['去屑控油', '深层清洁', '温和不刺激', '持久留香', '家庭囤货装'],
    children: [
      { name: '洗发护发', nouns: ['洗发水', '护发素', '发膜'] },
      { name: '口腔护理', nouns: ['牙膏', '漱口水', '牙线'] },
      { name: '家庭清洁', nouns: ['洗衣液', '洗洁精', '消毒液', '抽纸24包'] },
    ],
    attributes: [
      { label: '规格', options: ['400ml', '750ml', '1.5L'], surcharge: [0, 1500, 3500] },
      { label: '香型', options: ['清新柠檬', '薰衣草', '海洋'] },
      { label: '数量', options: ['1瓶', '2瓶装'], surcharge: [0, 2500] },
    ],
  },
  {
    name: '酒水饮料', price: [19, 1499],
    brands: ['茅台', '五粮液', '张裕', '农夫山泉', '元气森林', '青岛啤酒'],
    adjectives: ['整箱装', '纯粮酿造', '0糖0卡', '礼盒装', '年货推荐'],
    children: [
      { name: '白酒', nouns: ['浓香型白酒500ml', '酱香型白酒', '白酒礼盒'] },
      { name: '葡萄酒', nouns: ['干红葡萄酒', '起泡酒', '冰酒'] },
      { name: '饮料', nouns: ['气泡水24瓶', '矿泉水整箱', '果汁饮料'] },
      { name: '啤酒', nouns: ['精酿啤酒', '罐装啤酒24听'] },
    ],
    attributes: [
      { label: '规格', options: ['单瓶', '6瓶装', '整箱'], surcharge: [0, 20000, 40000] },
      { label: '度数', options: ['42度', '52度'] },
      { label: '包装', options: ['简装', '礼盒'], surcharge: [0, 5000] },
    ],
  },
];

export const STORE_NAMES = [
  '星河美妆旗舰店', '鲜果时光生鲜馆', '潮牌衣橱', '暖暖家居生活馆', '萌宝母婴优选', '极客数码专营店',
  '洁净家个护馆', '醉美酒庄', '小城好物店', '悦享零食铺', '山野农家特产', '都市轻奢女装',
  '运动先锋体育', '优品厨房电器', '童趣玩具屋', '清风茶舍', '乐活百货', '美味坚果坊', '东方好礼', '知音数码',
];

export const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '胡', '朱', '高', '林'];
export const GIVEN_NAMES = ['伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '洋', '艳', '勇', '军', '杰', '娟', '涛', '明', '超', '秀英', '晓燕', '子涵', '一诺', '浩然'];

export const STREETS = ['建国路88号', '中关村大街27号', '南京西路1266号', '天河路385号', '文三路90号', '中山路321号', '人民南路四段12号', '科技园南区8栋'];

export const SERVICES = [
  { title: '7天无理由退货', desc: '满足相应条件时，消费者可申请7天无理由退货', icon_url: '/static/img/s/7day.svg?w=48&h=48&t=7' },
  { title: '正品保障', desc: '平台严选，假一赔十', icon_url: '/static/img/s/genuine.svg?w=48&h=48&t=正' },
  { title: '极速发货', desc: '付款后48小时内发货', icon_url: '/static/img/s/fast.svg?w=48&h=48&t=快' },
  { title: '运费险', desc: '退货时可获得运费补偿', icon_url: '/static/img/s/freight.svg?w=48&h=48&t=险' },
  { title: '破损包退', desc: '签收时发现破损可申请退换', icon_url: '/static/img/s/broken.svg?w=48&h=48&t=退' },
];

export const SHIPMENT_COMPANIES = ['顺丰速运', '中通快递', '圆通速递', '京东物流', '韵达快递'];
