import { describe, expect, it } from 'vitest';
import { creditCodeProblem, normalizeCreditCode } from './creditCode.ts';
import { findDiscriminatoryWording, titlePayWords } from './jobWording.ts';

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
