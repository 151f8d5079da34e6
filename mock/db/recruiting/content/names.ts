/** Name parts for people and companies. Combined by the rng, so names are varied but stable. */

export const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤'.split(
    '',
  );
/**
 * Given names people are actually called by, a man's or a woman's (a name is never free characters put together:
 * 强娜 mixes a man's and a woman's character, 国墨 reads as nobody's name). One character or two.
 */
export const GIVEN_NAMES = {
  male: {
    one: '伟强磊军勇杰涛斌超明刚平辉鹏华飞鑫波宇浩凯健俊帆阳峰亮成龙林'.split(''),
    two: [
      '志强',
      '建华',
      '国强',
      '海涛',
      '建军',
      '晓东',
      '俊杰',
      '浩然',
      '子轩',
      '宇轩',
      '浩宇',
      '文博',
      '思远',
      '一鸣',
      '明轩',
      '嘉豪',
      '子豪',
      '天宇',
      '家乐',
      '伟东',
      '志明',
      '建平',
      '立新',
      '永刚',
      '海峰',
      '晓峰',
      '鹏飞',
      '振宇',
      '博文',
      '俊豪',
    ],
  },
  female: {
    one: '芳娜敏静丽艳娟霞玲燕婷雪慧琳萍红颖倩洁莉晶丹媛欣蕾妍璐悦菲瑶'.split(''),
    two: [
      '秀英',
      '桂英',
      '玉兰',
      '丽娟',
      '晓燕',
      '春梅',
      '婷婷',
      '静怡',
      '欣怡',
      '思彤',
      '雨萱',
      '梓涵',
      '佳琪',
      '诗涵',
      '梦瑶',
      '雅琪',
      '晓雯',
      '丽华',
      '海燕',
      '淑芬',
      '美玲',
      '雪梅',
      '晓丽',
      '文静',
      '慧敏',
      '佳怡',
      '子涵',
      '可欣',
      '紫萱',
      '雨桐',
    ],
  },
} as const;
export type NameGender = keyof typeof GIVEN_NAMES;

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

/**
 * A person's name: a surname and a given name of one or two characters. The draws are the ones the seed has always
 * made here (surname, then one or two), so the rest of the seed does not shift: with two, the first draw settles
 * whether it is a man's or a woman's name.
 */
export function personName(pick: <T>(list: readonly T[]) => T, twoChars: boolean): string {
  const surname = pick(SURNAMES);
  if (!twoChars) return surname + pick([...GIVEN_NAMES.male.one, ...GIVEN_NAMES.female.one]);
  return surname + pick(pick([GIVEN_NAMES.male.two, GIVEN_NAMES.female.two]));
}

/** A seeker's name, fitting the gender on the resume: the same draws as the talent pool always made. */
export function seekerName(pick: <T>(list: readonly T[]) => T, chance: (p: number) => boolean, gender: NameGender): string {
  const surname = pick(SURNAMES);
  const one = pick(GIVEN_NAMES[gender].one);
  return surname + (chance(0.7) ? pick(GIVEN_NAMES[gender].two) : one);
}
