import { describe, expect, it } from 'vitest';
import { creditCodeProblem, normalizeCreditCode } from './creditCode.ts';
import { checkPostWording, findDiscriminatoryWording, minimumWageShortfall, textProblem, titlePayWords, titleProblem } from './jobWording.ts';
import { wordingReasonZh } from './jobWordingZh.ts';

describe('discriminatory wording', () => {
  it.each([
    ['限男性', 'gender'],
    ['女性优先', 'gender'],
    ['汉族', 'ethnicity'],
    ['本地户口', 'hukou'],
    ['要求本市户籍', 'hukou'],
    ['已婚已育优先', 'marital'],
    ['35岁以下', 'age'],
    ['年龄25-35周岁', 'age'],
  ])('finds %s as %s', (text, kind) => {
    expect(findDiscriminatoryWording(`本科学历，${text}，沟通能力强`)?.kind).toBe(kind);
  });

  it.each(['男女不限', '年龄不限，经验优先', '提供单身宿舍', '可协助解决杭州户口', '男装设计经验', '3年以上工作经验'])('lets "%s" pass', (text) => {
    expect(findDiscriminatoryWording(text)).toBeNull();
  });
});

describe('pay in a title', () => {
  it.each(['Java开发（15K）', '运营专员8000元', '高薪诚聘销售', '客服200/天'])('finds it in %s', (title) => {
    expect(titlePayWords(title)).not.toBeNull();
  });
  it.each(['K12 学科教研', '5G 通信工程师', '3D 建模师'])('lets %s pass', (title) => {
    expect(titlePayWords(title)).toBeNull();
  });
});

describe('issue 26.8: euphemisms, gendered titles, 急招, income claims, contact details', () => {
  it.each([
    ['95后优先', 'age'],
    ['限90后', 'age'],
    ['大龄勿扰', 'age'],
    ['年轻人优先', 'age'],
    ['女销售', 'gender'],
    ['男保安', 'gender'],
    ['招聘宝妈', 'gender'],
    ['月入过万', 'income'],
    ['轻松过万', 'income'],
    ['提成上不封顶', 'income'],
    ['电话13912345678', 'contact'],
    ['0571-88886666', 'contact'],
    ['微信：hr2026', 'contact'],
    ['加V详聊', 'contact'],
    ['QQ 12345678', 'contact'],
    ['jobs@example.com.cn', 'contact'],
  ])('finds %s as %s', (text, rule) => {
    expect(textProblem(`工作认真，${text}，有责任心`)?.rule).toBe(rule);
  });

  it.each([
    '女装销售',
    '男女工均可',
    '微信小程序开发',
    '熟悉微信 SDK',
    '粉丝过万者优先',
    '入职满3年后可转岗',
    '增加微信粉丝数',
    '2005年后的项目经验',
    '参加VR展会',
  ])('lets "%s" pass', (text) => {
    expect(textProblem(text)).toBeNull();
  });

  it('a title: pay first, then 急招, then the rules of every text', () => {
    expect(titleProblem('急招销售（8K）')?.rule).toBe('titlePay');
    expect(titleProblem('急招销售')).toEqual({ rule: 'titleUrgent', words: '急招' });
    expect(titleProblem('女销售')?.rule).toBe('gender');
    expect(titleProblem('应急管理专员')).toBeNull();
  });

  it('full-time pay below the city’s minimum wage, in any unit; internships and part-time work are not held to it', () => {
    const pay = { jobType: 'fulltime', unit: 'month', min: 2000, city: 'hefei' } as const;
    expect(minimumWageShortfall(pay)).toEqual({ city: 'hefei', monthly: 2060, perUnit: 2060, unit: 'month' });
    expect(minimumWageShortfall({ ...pay, min: 2060 })).toBeNull();
    expect(minimumWageShortfall({ ...pay, unit: 'day', min: 94 })).toMatchObject({ perUnit: 95 });
    expect(minimumWageShortfall({ ...pay, unit: 'day', min: 95 })).toBeNull();
    expect(minimumWageShortfall({ ...pay, jobType: 'internship' })).toBeNull();
    expect(minimumWageShortfall({ ...pay, jobType: 'parttime' })).toBeNull();
  });

  it('checkPostWording: one issue per field, on its path, worded by the API in Chinese', () => {
    const issues = checkPostWording({
      title: '急招女销售',
      description: '适合宝妈',
      tags: ['门店', '90后团队'],
      requirements: ['沟通好', '加微信 hr_2026'],
      pay: { jobType: 'fulltime', unit: 'month', min: 1500, city: 'shanghai' },
    });
    expect(issues.map((i) => [i.path.join('.'), i.rule])).toEqual([
      ['title', 'titleUrgent'],
      ['description', 'gender'],
      ['tags.1', 'age'],
      ['requirements.1', 'contact'],
      ['salary.min', 'minimumWage'],
    ]);
    expect(wordingReasonZh(issues[4])).toBe('全职职位的最低薪资不能低于上海的最低工资标准（2740 元/月）');
    expect(checkPostWording({ title: '门店销售', duties: ['接待顾客'] })).toEqual([]);
  });
});

describe('unified social credit code (GB 32100-2015)', () => {
  it('accepts a real-shaped code with its check character and refuses a wrong one', () => {
    // 91350100M000100Y43 is the standard's worked example.
    expect(creditCodeProblem('91350100M000100Y43')).toBeNull();
    expect(creditCodeProblem('91350100M000100Y44')).toBe('check');
    expect(creditCodeProblem('91350100M000100Y4')).toBe('shape');
    expect(creditCodeProblem('91350100M000100I43')).toBe('shape');
    expect(normalizeCreditCode(' 91350100m000100y43 ')).toBe('91350100M000100Y43');
  });
});
