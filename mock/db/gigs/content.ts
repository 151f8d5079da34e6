import type { CityCode } from '../../../src/dicts/city.ts';
import type { GigCategory, GigEmployerType, GigPayBasis } from '../../../src/dicts/gig.ts';

/**
 * What seeded gigs look like, per category: titles, duties, the usual pay basis and its range in 二线城市 (元; the
 * city tier scales it), shift times, who posts them, and whether the work asks for a 健康证 (food handling does,
 * by law). Pay levels follow what the portals showed in 2025-2026 (餐饮服务员 22–30 元/时 in a 二线城市).
 */
export interface CategoryProfile {
  titles: readonly string[];
  duties: readonly string[];
  /** Bases the category is paid by, with their 二线 range in 元 (piece: per piece, job: per whole job). */
  pay: Partial<Record<GigPayBasis, readonly [number, number]>>;
  /** Shift patterns: start, end, unpaid break minutes. */
  times: ReadonlyArray<readonly [string, string, number]>;
  employers: Partial<Record<GigEmployerType, number>>;
  healthCertificate: boolean;
  /** Pieces a shift usually yields (piece work). */
  pieces?: readonly [number, number];
  weight: number;
}

export const CATEGORY_PROFILES: Record<GigCategory, CategoryProfile> = {
  waiter: {
    titles: ['餐厅服务员', '火锅店服务员', '周末餐厅服务员', '茶餐厅传菜员', '宴会服务员', '自助餐厅服务员'],
    duties: ['迎宾、引导顾客入座并介绍菜品', '点单、上菜、传菜，及时撤换餐具', '翻台清洁桌面，保持用餐区整洁', '配合领班完成开餐前准备和收市工作'],
    pay: { hour: [22, 30] },
    times: [
      ['11:00', '14:00', 0],
      ['17:00', '21:00', 0],
      ['10:30', '20:30', 60],
      ['16:30', '22:00', 30],
    ],
    employers: { merchant: 6, company: 4 },
    healthCertificate: true,
    weight: 12,
  },
  kitchen: {
    titles: ['后厨帮工', '洗碗工', '面点帮厨', '备菜切配员', '食堂帮厨'],
    duties: ['按要求清洗、切配蔬菜和肉类', '清洗餐具厨具并消毒归位', '协助厨师备料、装盘', '保持后厨地面和台面清洁'],
    pay: { hour: [20, 28] },
    times: [
      ['09:00', '14:00', 0],
      ['15:30', '21:30', 30],
      ['06:00', '13:00', 30],
    ],
    employers: { merchant: 7, company: 3 },
    healthCertificate: true,
    weight: 8,
  },
  delivery: {
    titles: ['同城配送员', '外卖高峰骑手', '跑腿送件员', '生鲜配送员'],
    duties: ['按系统派单到店取货并送达顾客', '核对商品与订单，确保完好送达', '遵守交通规则，佩戴头盔', '遇异常订单及时联系站点'],
    pay: { piece: [4, 8], hour: [24, 35] },
    times: [
      ['10:30', '14:00', 0],
      ['17:00', '21:00', 0],
      ['09:00', '18:00', 60],
    ],
    employers: { company: 8, merchant: 2 },
    healthCertificate: false,
    pieces: [15, 35],
    weight: 8,
  },
  warehouse: {
    titles: ['电商仓库分拣员', '快递分拣员', '仓库打包员', '夜班分拣员', '冷库理货员'],
    duties: ['按单拣货、扫码复核', '商品打包、贴面单、码放上架', '配合装车卸车，搬运轻型货物', '遵守仓库安全和 5S 规范'],
    pay: { hour: [20, 28], day: [180, 260] },
    times: [
      ['08:00', '18:00', 60],
      ['20:00', '06:00', 60],
      ['13:00', '21:00', 30],
    ],
    employers: { company: 9, merchant: 1 },
    healthCertificate: false,
    weight: 10,
  },
  promoter: {
    titles: ['商场促销员', '地推派单员', '超市试吃推广员', '展台引导员'],
    duties: ['在指定门店或商圈向顾客介绍活动和产品', '发放宣传单页，引导扫码关注', '记录当日推广数据并拍照反馈', '维护展台物料整洁'],
    pay: { day: [150, 220], hour: [20, 30] },
    times: [
      ['10:00', '18:00', 60],
      ['09:30', '17:30', 60],
      ['14:00', '20:00', 0],
    ],
    employers: { company: 6, merchant: 4 },
    healthCertificate: false,
    weight: 8,
  },
  event: {
    titles: ['展会现场协助', '演唱会检票员', '活动布展助理', '马拉松赛事志愿协助', '年会礼仪引导'],
    duties: ['活动现场签到、检票与人流引导', '协助搭建和撤除展台物料', '解答来宾问题，维持现场秩序', '听从现场负责人统一调度'],
    pay: { day: [180, 300], hour: [25, 40] },
    times: [
      ['08:00', '18:00', 60],
      ['17:00', '23:00', 0],
      ['07:00', '13:00', 0],
    ],
    employers: { company: 8, merchant: 2 },
    healthCertificate: false,
    weight: 6,
  },
  retail: {
    titles: ['超市理货员', '便利店夜班店员', '服装店导购', '门店盘点员', '商超收银员'],
    duties: ['商品上架、补货、整理货架陈列', '协助盘点并核对库存数据', '为顾客结账或引导至收银台', '保持门店卖场整洁'],
    pay: { hour: [20, 26] },
    times: [
      ['08:00', '16:00', 60],
      ['22:00', '07:00', 60],
      ['14:00', '22:00', 30],
    ],
    employers: { merchant: 6, company: 4 },
    healthCertificate: false,
    weight: 8,
  },
  cleaning: {
    titles: ['家庭保洁', '写字楼保洁', '开荒保洁', '酒店客房清洁员'],
    duties: ['按标准清洁地面、门窗和卫生间', '整理客房、更换布草', '使用清洁工具和药剂，注意安全', '完成后由负责人验收'],
    pay: { hour: [22, 30], job: [150, 400] },
    times: [
      ['08:00', '12:00', 0],
      ['09:00', '17:00', 60],
      ['13:30', '17:30', 0],
    ],
    employers: { individual: 4, merchant: 3, company: 3 },
    healthCertificate: false,
    weight: 7,
  },
  moving: {
    titles: ['搬家搬运工', '货车装卸工', '家具搬运安装', '仓库卸货员'],
    duties: ['搬运家具、家电和货物并装车', '到达后卸货并按要求摆放', '注意轻拿轻放，避免磕碰', '配合司机完成交接'],
    pay: { job: [150, 400], hour: [30, 45] },
    times: [
      ['08:00', '12:00', 0],
      ['13:00', '18:00', 0],
      ['19:00', '23:00', 0],
    ],
    employers: { individual: 4, merchant: 4, company: 2 },
    healthCertificate: false,
    weight: 5,
  },
  security: {
    titles: ['活动安保员', '小区夜班巡逻', '商场临时安保', '停车场协管员'],
    duties: ['按岗位要求值守、巡逻并记录', '引导车辆和人员有序通行', '发现异常及时报告负责人', '遵守安保纪律，统一着装'],
    pay: { hour: [18, 25], day: [160, 240] },
    times: [
      ['08:00', '20:00', 60],
      ['19:00', '07:00', 60],
      ['09:00', '17:00', 60],
    ],
    employers: { company: 9, merchant: 1 },
    healthCertificate: false,
    weight: 5,
  },
  tutor: {
    titles: ['小学数学家教', '初中英语家教', '钢琴陪练', '高中物理辅导', '作业辅导老师'],
    duties: ['按约定时间上门或在约定地点辅导', '讲解知识点并布置练习', '每次课后向家长反馈学习情况', '准备适合学生程度的讲义'],
    pay: { hour: [60, 150] },
    times: [
      ['19:00', '21:00', 0],
      ['09:00', '11:00', 0],
      ['14:00', '16:00', 0],
    ],
    employers: { individual: 8, merchant: 2 },
    healthCertificate: false,
    weight: 6,
  },
  dataLabel: {
    titles: ['图片数据标注', '语音转写校对', '文本分类标注', '地图信息采集审核'],
    duties: ['按标注规范对图片、语音或文本打标签', '完成每日质检抽查并修改退回数据', '遇到规范不清的数据在群内提问', '在线完成，使用自己的电脑'],
    pay: { piece: [0.3, 1.2], hour: [20, 30] },
    times: [
      ['09:00', '17:00', 60],
      ['19:00', '23:00', 0],
      ['13:00', '18:00', 30],
    ],
    employers: { company: 9, individual: 1 },
    healthCertificate: false,
    pieces: [300, 900],
    weight: 5,
  },
  onlineService: {
    titles: ['电商在线客服', '售后在线客服', '夜间在线客服', '活动咨询客服'],
    duties: ['在线回复顾客咨询，处理订单问题', '按话术登记售后并跟进', '记录常见问题反馈给运营', '在家办公，需自备电脑和网络'],
    pay: { hour: [20, 28], day: [150, 220] },
    times: [
      ['09:00', '18:00', 60],
      ['18:00', '23:00', 0],
      ['13:00', '21:00', 30],
    ],
    employers: { company: 8, merchant: 2 },
    healthCertificate: false,
    weight: 5,
  },
};

/** 一线 / 新一线 / 二线, and how each tier scales 二线 pay. */
export const CITY_TIER: Record<CityCode, 1 | 2 | 3> = {
  beijing: 1,
  shanghai: 1,
  guangzhou: 1,
  shenzhen: 1,
  chengdu: 2,
  hangzhou: 2,
  chongqing: 2,
  wuhan: 2,
  xian: 2,
  suzhou: 2,
  tianjin: 2,
  nanjing: 2,
  changsha: 2,
  zhengzhou: 2,
  qingdao: 2,
  hefei: 2,
  xiamen: 3,
  jinan: 3,
  shenyang: 3,
  dalian: 3,
  fuzhou: 3,
  kunming: 3,
};
export const TIER_FACTOR: Record<1 | 2 | 3, number> = { 1: 1.25, 2: 1.1, 3: 1 };

export const MERCHANT_KINDS: Partial<Record<GigCategory, readonly string[]>> = {
  waiter: ['火锅', '湘菜馆', '茶餐厅', '烧烤', '粤菜酒家', '小龙虾'],
  kitchen: ['面馆', '快餐店', '家常菜馆', '包子铺'],
  retail: ['便利店', '生鲜超市', '服装店', '母婴店'],
  cleaning: ['家政服务部', '保洁服务部'],
  moving: ['搬家服务部', '物流货运部'],
  promoter: ['手机卖场', '家电卖场'],
  tutor: ['艺术培训工作室'],
};
export const MERCHANT_STEMS = ['老王', '蜀香', '川味', '湘里', '阿芳', '好邻居', '鲜丰', '佳佳', '惠民', '小林', '福满', '金牛', '顺达', '安心', '悦家'];
export const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '胡', '朱', '高', '林', '何', '郭', '马', '罗'];

export const HOW_TO_GET_THERE = [
  '地铁站出口步行约 5 分钟',
  '公交站下车后步行约 3 分钟',
  '到达后在一楼服务台找负责人',
  '小区东门登记后进入，电梯上楼',
  '园区北门进入，2 号仓库门口集合',
];

export const REVIEW_COMMENTS = [
  '结算准时，负责人态度好',
  '活不算累，按时发工资',
  '现场安排清楚，下次还来',
  '工作量比说的大一点，但工资按时到账',
  '管吃饭，环境干净',
  null,
  null,
];
