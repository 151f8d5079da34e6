import { describe, expect, it } from 'vitest';
import { maskedName, surnameOf } from './names.ts';

describe('surnameOf', () => {
  it('takes the first character of a Chinese name, or a compound surname whole', () => {
    expect(surnameOf('李明')).toBe('李');
    expect(surnameOf(' 王小红 ')).toBe('王');
    expect(surnameOf('欧阳娜娜')).toBe('欧阳');
    expect(surnameOf('司马光')).toBe('司马');
  });

  it('does not take a two-character name as a compound surname, and reads Latin names from the end', () => {
    expect(surnameOf('欧阳')).toBe('欧');
    expect(surnameOf('Ming Li')).toBe('Li');
    expect(surnameOf('')).toBe('');
  });
});

describe('maskedName', () => {
  it('keeps only the surname and a courtesy title, in the resume’s language', () => {
    expect(maskedName('李明', 'male', 'zh-CN')).toBe('李先生');
    expect(maskedName('欧阳娜娜', 'female', 'zh-CN')).toBe('欧阳女士');
    expect(maskedName('Ming Li', 'male', 'en-US')).toBe('Mr. Li');
  });

  it('gives the surname back to surnameOf, so a page can word it again', () => {
    for (const [name, lang] of [
      ['李明', 'zh-CN'],
      ['欧阳娜娜', 'zh-CN'],
      ['Ming Li', 'en-US'],
    ] as const) {
      expect(surnameOf(maskedName(name, 'female', lang))).toBe(surnameOf(name));
    }
  });
});
