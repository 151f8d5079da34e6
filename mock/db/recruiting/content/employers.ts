import type { CompanySize } from '../../../../src/dicts/company.ts';
import type { Ownership } from './industries.ts';

/**
 * How each kind of employer is named and registered: enterprises (91 credit codes) by brand and business words,
 * 事业单位 (12) by their public function, 社会组织 (51/52/53) by their mission; plus who leads them.
 */

/** Invented transliterated names of foreign groups (not real companies), first and second halves. */
export const FOREIGN_FIRST = ['阿', '贝', '卡', '德', '艾', '菲', '格', '哈', '克', '莱', '马', '诺', '欧', '普', '瑞', '施', '托', '维', '沃', '赛'];
export const FOREIGN_SECOND = ['克曼', '尔森', '斯顿', '维森', '瓦特', '恩斯', '伯格', '霍夫', '普顿', '林克', '洛克', '默尔', '德森', '兰特'];
export const FOREIGN_COUNTRIES = ['德国', '美国', '日本', '法国', '瑞士', '荷兰', '瑞典', '韩国', '新加坡', '英国'];

/** Sizes each kind of employer plausibly has, and how often. */
export const SIZES_BY_OWNERSHIP: Record<Ownership, { sizes: readonly CompanySize[]; weights: readonly number[] }> = {
  private: { sizes: ['0-20', '20-99', '100-499', '500-999', '1000-9999', 'above10000'], weights: [10, 26, 30, 14, 14, 6] },
  foreign: { sizes: ['100-499', '500-999', '1000-9999', 'above10000'], weights: [3, 3, 3, 1] },
  jointVenture: { sizes: ['500-999', '1000-9999', 'above10000'], weights: [3, 4, 2] },
  soe: { sizes: ['100-499', '500-999', '1000-9999', 'above10000'], weights: [1, 3, 4, 2] },
  institution: { sizes: ['20-99', '100-499', '500-999', '1000-9999'], weights: [2, 5, 3, 2] },
  nonprofit: { sizes: ['0-20', '20-99', '100-499'], weights: [4, 5, 1] },
};

/** Registered entity types (企业类型 / 单位类型). */
export const ENTITY_TYPES: Record<'private' | 'foreign' | 'jointVenture' | 'soe', readonly string[]> = {
  private: ['有限责任公司（自然人投资或控股）', '有限责任公司（自然人独资）', '其他有限责任公司'],
  foreign: ['有限责任公司（外国法人独资）', '有限责任公司（外商投资企业法人独资）'],
  jointVenture: ['有限责任公司（中外合资）'],
  soe: ['有限责任公司（国有独资）', '有限责任公司（国有控股）', '其他有限责任公司'],
};
export const JOINT_STOCK_TYPE = { private: '股份有限公司（非上市、自然人投资或控股）', soe: '股份有限公司（非上市、国有控股）' } as const;
export const LISTED_ENTITY_TYPE = '股份有限公司（上市）';
export const EXCHANGES = ['上海证券交易所', '深圳证券交易所', '香港联合交易所'];

/** Who leads an enterprise, by kind (the first two or three are listed). */
export const ENTERPRISE_LEADERS = {
  private: ['创始人兼CEO', '联合创始人兼CTO', '首席运营官'],
  listed: ['董事长兼总裁', '副总裁', '董事会秘书'],
  soe: ['党委书记、董事长', '总经理', '副总经理'],
  foreign: ['中国区总裁', '总经理', '财务总监'],
  jointVenture: ['董事长', '总经理', '副总经理'],
} as const;

/** 事业单位 and 社会组织: how they are named, their unit type, credit-code prefix and leaders. */
export interface PublicBodyKind {
  /** `{city}` (杭州), `{district}` (西湖区), `{brand}`, `{n}` (一, 二…) and `{field}` are filled in. */
  name: string;
  short: string;
  fields?: readonly string[];
  entityType: string;
  /** 12 事业单位, 51 社会团体, 52 社会服务机构, 53 基金会. */
  creditPrefix: '12' | '51' | '52' | '53';
  leaders: readonly string[];
  /** Who it reports to, for the about text (`{district}` filled in). */
  supervisor?: readonly string[];
  /** What each `{field}` does, when that decides its services (else the sub-industry's offers). */
  fieldOffers?: Readonly<Record<string, readonly string[]>>;
}

const INSTITUTION = '事业单位';
const SERVICE_ORG = '社会服务机构';

export const PUBLIC_BODIES: Partial<Record<string, readonly PublicBodyKind[]>> = {
  'institution:higherEdu': [
    {
      name: '{city}{field}职业技术学院',
      short: '{city}{field}职院',
      fields: ['信息', '交通', '城市建设', '机电', '财经', '旅游', '卫生', '工业', '轻工', '艺术'],
      entityType: INSTITUTION,
      creditPrefix: '12',
      leaders: ['校长', '党委书记', '副校长'],
      supervisor: ['教育局'],
    },
  ],
  'institution:earlyEdu': [
    {
      name: '{city}市{district}第{n}幼儿园',
      short: '{district}第{n}幼儿园',
      entityType: INSTITUTION,
      creditPrefix: '12',
      leaders: ['园长', '党支部书记', '副园长'],
      supervisor: ['{district}教育局'],
    },
  ],
  'institution:hospital': [
    {
      name: '{city}市第{n}人民医院',
      short: '{city}市{n}医院',
      entityType: INSTITUTION,
      creditPrefix: '12',
      leaders: ['院长', '党委书记', '副院长'],
      supervisor: ['卫生健康委员会'],
    },
    {
      name: '{city}市{district}人民医院',
      short: '{district}人民医院',
      entityType: INSTITUTION,
      creditPrefix: '12',
      leaders: ['院长', '党委书记', '副院长'],
      supervisor: ['{district}卫生健康局'],
    },
    {
      name: '{city}市{field}医院',
      short: '{city}{field}医院',
      fields: ['中医', '妇幼保健', '儿童', '口腔', '康复', '精神卫生', '传染病'],
      entityType: INSTITUTION,
      creditPrefix: '12',
      leaders: ['院长', '党委书记', '副院长'],
      supervisor: ['卫生健康委员会'],
    },
  ],
  'institution:government': [
    {
      name: '{city}市{district}{field}',
      short: '{district}{field}',
      entityType: INSTITUTION,
      creditPrefix: '12',
      leaders: ['主任', '党支部书记', '副主任'],
      supervisor: ['{district}人民政府'],
      fields: ['政务服务中心', '公共资源交易中心', '大数据发展中心', '不动产登记中心', '就业服务中心', '社会保险事业管理中心', '市民服务热线中心'],
      fieldOffers: {
        政务服务中心: ['政务服务事项受理', '企业开办一站式服务', '帮办代办服务'],
        公共资源交易中心: ['工程建设项目招投标', '政府采购交易服务', '产权交易服务'],
        大数据发展中心: ['政务数据归集共享', '电子政务平台运维', '数据安全保障'],
        不动产登记中心: ['不动产登记', '登记资料查询', '抵押登记服务'],
        就业服务中心: ['职业介绍', '就业困难人员援助', '创业担保贷款经办'],
        社会保险事业管理中心: ['社会保险参保登记', '养老保险待遇核发', '医保关系转移接续'],
        市民服务热线中心: ['12345热线受理', '诉求转办督办', '政策咨询解答'],
      },
    },
  ],
  'institution:research': [
    {
      name: '{city}市{field}研究院',
      short: '{city}{field}院',
      entityType: INSTITUTION,
      creditPrefix: '12',
      leaders: ['院长', '党委书记', '副院长'],
      supervisor: ['科学技术局'],
      fields: ['农业科学', '环境科学', '建筑科学', '计量测试', '标准化', '食品药品检验', '城市规划设计', '智能制造'],
      fieldOffers: {
        农业科学: ['农作物新品种选育', '农业技术推广', '土壤肥料检测'],
        环境科学: ['环境监测与评价', '污染防治技术研究', '生态修复咨询'],
        建筑科学: ['建筑节能研究', '工程质量检测', '建筑标准编制'],
        计量测试: ['计量器具检定校准', '计量技术研究', '能效检测'],
        标准化: ['地方标准制修订', '标准化咨询', '质量认证服务'],
        食品药品检验: ['食品安全抽检', '药品质量检验', '化妆品检验'],
        城市规划设计: ['国土空间规划编制', '城市设计', '交通规划研究'],
        智能制造: ['工业机器人应用研究', '智能产线技术服务', '科技成果转化'],
      },
    },
  ],
  'nonprofit:nonprofit': [
    { name: '{city}市{brand}公益基金会', short: '{brand}基金会', entityType: '基金会', creditPrefix: '53', leaders: ['理事长', '秘书长', '副秘书长'] },
    { name: '{city}市{brand}社会工作服务中心', short: '{brand}社工', entityType: SERVICE_ORG, creditPrefix: '52', leaders: ['理事长', '主任', '副主任'] },
    { name: '{city}市{brand}志愿服务协会', short: '{brand}志愿者协会', entityType: '社会团体', creditPrefix: '51', leaders: ['会长', '秘书长', '副会长'] },
  ],
  'nonprofit:higherEdu': [
    { name: '{city}{brand}学院', short: '{brand}学院', entityType: SERVICE_ORG, creditPrefix: '52', leaders: ['校长', '理事长', '副校长'] },
  ],
  'nonprofit:earlyEdu': [
    { name: '{city}市{brand}幼儿园', short: '{brand}幼儿园', entityType: SERVICE_ORG, creditPrefix: '52', leaders: ['园长', '理事长', '副园长'] },
  ],
  'nonprofit:healthService': [
    { name: '{city}市{brand}护理院', short: '{brand}护理院', entityType: SERVICE_ORG, creditPrefix: '52', leaders: ['院长', '理事长', '副院长'] },
  ],
  'nonprofit:vocational': [
    { name: '{city}市{brand}职业培训学校', short: '{brand}培训学校', entityType: SERVICE_ORG, creditPrefix: '52', leaders: ['校长', '理事长', '副校长'] },
  ],
};

export const CN_ORDINALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];
