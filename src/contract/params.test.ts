// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { plainText, text, unreadableReason } from './params.ts';

/** Names and free text: what is refused (each class with its own reason) and what a real name or text keeps. */
const CLASSES = {
  control: { chars: ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u009b', '\u2028', '\u2029', '\t', '\n', '\r'], reason: /控制字符/ },
  bidi: { chars: ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c'], reason: /文字方向/ },
  zeroWidth: { chars: ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u180e'], reason: /零宽字符/ },
  loneSurrogate: { chars: ['\ud800', '\udbff', '\udc00', '\udfff'], reason: /代理项/ },
};

describe('unreadableReason', () => {
  for (const [name, { chars, reason }] of Object.entries(CLASSES)) {
    it(`refuses ${name} characters inside a name, naming the field`, () => {
      for (const ch of chars) {
        const message = unreadableReason(`李${ch}明`, '姓名');
        expect(message, JSON.stringify(ch)).toMatch(reason);
        expect(message).toMatch(/^姓名/);
      }
    });
  }

  it('keeps real names and text: CJK, the middle dot of transliterated names, letters, emoji, punctuation', () => {
    for (const value of ['李明', '阿卜杜热合曼·艾力', 'Zoë O’Brien-Łukasz', '聚才示范科技有限公司（杭州）', '求职😀🇨🇳', 'HR 经理 / 招聘主管', '𠀀𪚥']) {
      expect(unreadableReason(value, '姓名'), value).toBeNull();
    }
  });

  it('keeps emoji sequences: the joiner between pictographs, variation selectors, skin tones, keycaps, flags', () => {
    for (const value of ['全家 👨‍👩‍👧', '❤️ 和 ❤️‍🔥', '🏳️‍🌈', '👩🏽‍💻', '🧑‍🤝‍🧑', '🏃‍♂️', '1️⃣', '🏴󠁧󠁢󠁳󠁣󠁴󠁿']) {
      expect(unreadableReason(value, '消息'), value).toBeNull();
    }
    // A joiner anywhere else is still an invisible character: at an end, between letters, doubled.
    for (const value of ['李\u200d明', '👨\u200d', '\u200d👩', '👨\u200d\u200d👩', 'a\u200d👩']) {
      expect(unreadableReason(value, '消息'), JSON.stringify(value)).toMatch(/零宽字符/);
    }
  });

  it('lets multi-line text keep tab and line breaks, and nothing else of the control class', () => {
    expect(unreadableReason('第一行\r\n第二行\t缩进', '情况描述', true)).toBeNull();
    expect(unreadableReason('第一行\n第二行', '情况描述')).toMatch(/控制字符/);
    expect(unreadableReason('第一行\u0000第二行', '情况描述', true)).toMatch(/控制字符/);
    expect(unreadableReason('第一行\u2028第二行', '情况描述', true)).toMatch(/控制字符/);
    expect(unreadableReason('第一行\u202e第二行', '情况描述', true)).toMatch(/文字方向/);
  });
});

describe('plainText and text()', () => {
  it('turn a refused character into a zod issue with the reason', () => {
    const name = z.string().trim().max(20).superRefine(plainText('姓名'));
    const result = name.safeParse('李\u200b明');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('姓名不能包含零宽字符等不可见字符');
    expect(name.parse('  李明  ')).toBe('李明');
  });

  it('text() (query keywords) refuses them too and still treats an empty value as absent', () => {
    const keyword = text('关键词', 50);
    expect(keyword.safeParse('前端\u202e').error?.issues[0].message).toBe('关键词不能包含改变文字方向的控制字符');
    expect(keyword.parse('')).toBeUndefined();
    expect(keyword.parse(' 前端 ')).toBe('前端');
  });
});
