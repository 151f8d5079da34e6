import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import zhCN from '../../src/locales/zh-CN/index.ts';
import { toTraditional } from './traditionalChinese.ts';

/** The ICU argument names of a message, so conversion can be shown to leave the syntax alone. */
function argumentsOf(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((el) => {
    const own =
      el.type === TYPE.literal || el.type === TYPE.pound ? [] : 'value' in el && typeof el.value === 'string' && el.type !== TYPE.tag ? [el.value] : [];
    const nested = 'options' in el ? Object.values(el.options).flatMap((o) => argumentsOf(o.value)) : [];
    const children = el.type === TYPE.tag ? argumentsOf(el.children) : [];
    return [...own, ...nested, ...children];
  });
}

describe('zh-TW from zh-CN', () => {
  const zhTW = toTraditional(zhCN);

  it('has every message, in Traditional characters with Taiwan phrasing', () => {
    expect(Object.keys(zhTW)).toEqual(Object.keys(zhCN));
    expect(zhTW['menu.login']).not.toBe(zhCN['menu.login']);
    expect(toTraditional({ a: '软件工程师登录' }).a).toBe('軟體工程師登入');
  });

  it('leaves ICU syntax intact in every message', () => {
    for (const [id, text] of Object.entries(zhCN)) {
      expect(argumentsOf(parse(zhTW[id])), id).toEqual(argumentsOf(parse(text)));
    }
  });
});
