import { describe, expect, it } from 'vitest';
import { asksForMoney } from './chatSafety.ts';

describe('asksForMoney', () => {
  it.each(['入职前需要先交 500 元押金', '培训费 2980，可以办培训贷', '请先转 200 块体检费', '加我微信转账报名费', '先 交 钱 再 安 排'])(
    'flags “%s”',
    (text) => {
      expect(asksForMoney(text)).toBe(true);
    },
  );
  it.each(['您好，方便周三下午面试吗？', '公司五险一金，年终奖 2-4 个月', '薪资 15-25K，14 薪', '我们提供免费岗前培训'])('leaves “%s” alone', (text) => {
    expect(asksForMoney(text)).toBe(false);
  });
});
