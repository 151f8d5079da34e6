/** Name parts for people and companies. Combined by the rng, so names are varied but stable. */

export const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤'.split('');
export const GIVEN_CHARS = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉萍红鹏辉建文斌宇浩凯俊帆晨阳琳婷雪慧欣怡佳思彤博睿轩然梓涵子墨一诺雨萱若汐嘉明志远晓东海燕春梅永红立新国庆'.split('');

export const BRAND_FIRST = '云星锐博恒启凌智睿蓝海青华新鼎卓优安信聚天远明弘泰嘉汇峰宏诚翼跃达合拓途'.split('');
export const BRAND_SECOND = '帆途思达盛越辰图拓川联创景源享麦禾石桥木舟象驰光行极数界链岚澜森'.split('');

export const RECRUITER_TITLES = ['HR经理', '招聘专员', '人事主管', 'HRBP', '招聘经理', '人力资源总监', '部门经理', '技术总监', '创始人', '运营总监'];
/** 事业单位 and 社会组织 hire through their personnel office. */
export const PUBLIC_RECRUITER_TITLES = ['人事科科长', '人事干事', '办公室主任', '组织人事部主任'];
export const AGENCY_RECRUITER_TITLES = ['猎头顾问', '高级招聘顾问', '项目经理', '客户经理'];

export const OPERATING_STATUSES = ['存续', '存续', '存续', '在业'];

export const WORK_HOURS = ['09:00-18:00', '09:30-18:30', '10:00-19:00', '08:30-17:30', '09:00-17:30'];
export const SHIFT_HOURS = '两班倒（08:00-20:00 / 20:00-08:00）';

export const HOT_SEARCHES = ['Java', '前端开发', '产品经理', '数据分析', '新媒体运营', '会计', '销售', '人力资源', '电气工程师', '护士', '教师', '实习'];

/** A person's name: surname plus one or two given characters. */
export function personName(pick: <T>(list: readonly T[]) => T, twoChars: boolean): string {
  return pick(SURNAMES) + pick(GIVEN_CHARS) + (twoChars ? pick(GIVEN_CHARS) : '');
}
