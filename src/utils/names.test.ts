import { describe, expect, it } from 'vitest';
import { surnameOf } from './names.ts';

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
