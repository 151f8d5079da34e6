import type { IndustryTop } from '../../../../src/dicts/company.ts';

/** Name parts for people and companies. Combined by the rng, so names are varied but stable. */

export const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤'.split('');
export const GIVEN_CHARS = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉萍红鹏辉建文斌宇浩凯俊帆晨阳琳婷雪慧欣怡佳思彤博睿轩然梓涵子墨一诺雨萱若汐嘉明志远晓东海燕春梅永红立新国庆'.split('');

export const BRAND_FIRST = '云星锐博恒启凌智睿蓝海青华新鼎卓优安信聚天远明弘泰嘉汇峰宏诚翼跃达合拓途'.split('');
export const BRAND_SECOND = '帆途思达盛越辰图拓川联创景源享麦禾石桥木舟象驰光行极数界链岚澜森'.split('');

/** Words between the brand and 有限公司, by industry (how real registered names read). */
export const INDUSTRY_WORDS: Record<IndustryTop, readonly string[]> = {
  internet: ['网络科技', '信息技术', '智能科技', '数字科技'],
  ecommerce: ['电子商务', '网络科技', '供应链管理'],
  gaming: ['网络科技', '互动娱乐', '游戏科技'],
  software: ['软件', '信息技术', '数据科技', '计算机系统'],
  finance: ['金融信息服务', '资产管理', '保险经纪', '融资租赁'],
  education: ['教育科技', '职业技能培训', '文化传播'],
  healthcare: ['医疗科技', '生物医药', '医疗器械', '健康管理'],
  realestate: ['置业', '建设工程', '物业服务', '装饰工程'],
  manufacturing: ['精密机械', '电子科技', '汽车零部件', '新材料'],
  logistics: ['物流', '供应链管理', '速运', '国际货运代理'],
  media: ['文化传媒', '广告', '影视文化', '文化发展'],
  consumer: ['食品', '商贸', '餐饮管理', '酒店管理'],
  energy: ['新能源科技', '电力工程', '环保科技', '能源科技'],
  public: ['公共服务', '科技服务', '产业发展'],
};

export const RECRUITER_TITLES = ['HR经理', '招聘专员', '人事主管', 'HRBP', '招聘经理', '人力资源总监', '部门经理', '技术总监', '创始人', '运营总监'];
export const AGENCY_RECRUITER_TITLES = ['猎头顾问', '高级招聘顾问', '项目经理', '客户经理'];
export const EXECUTIVE_TITLES = ['创始人兼CEO', '联合创始人兼CTO', '首席运营官', '首席财务官', '副总裁'];

export const ENTITY_TYPES = ['有限责任公司（自然人投资或控股）', '有限责任公司（法人独资）', '股份有限公司（非上市）', '其他有限责任公司', '有限责任公司（港澳台投资、非独资）'];
export const LISTED_ENTITY_TYPE = '股份有限公司（上市）';
export const OPERATING_STATUSES = ['存续', '存续', '存续', '在业'];

export const WORK_HOURS = ['09:00-18:00', '09:30-18:30', '10:00-19:00', '08:30-17:30', '09:00-17:30'];
export const SHIFT_HOURS = '两班倒（08:00-20:00 / 20:00-08:00）';

export const HOT_SEARCHES = ['Java', '前端开发', '产品经理', '数据分析', '新媒体运营', '会计', '销售', '人力资源', '电气工程师', '护士', '教师', '实习'];

/** A person's name: surname plus one or two given characters. */
export function personName(pick: <T>(list: readonly T[]) => T, twoChars: boolean): string {
  return pick(SURNAMES) + pick(GIVEN_CHARS) + (twoChars ? pick(GIVEN_CHARS) : '');
}
