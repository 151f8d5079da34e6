import { describe, expect, it } from 'vitest';
import zhCN from '@/locales/zh-CN/index.ts';
import type { MessageId } from '@/locales/types.ts';
import { ALERT_NAME_MAX, defaultAlertName } from './alertName.ts';

const t = (id: MessageId) => zhCN[id];

describe('defaultAlertName', () => {
  it('joins the keyword and the first selected filters', () => {
    expect(defaultAlertName({ keyword: '前端', city: 'hangzhou', salary: ['10-20k'], education: ['bachelor'] }, t)).toBe(
      `前端 · ${zhCN['dict.city.hangzhou']} · ${zhCN['dict.salaryBand.10-20k']}`,
    );
  });

  it('names an empty search "all jobs"', () => {
    expect(defaultAlertName({}, t)).toBe(zhCN['job.alert.nameAll']);
    expect(defaultAlertName({ sort: 'newest' }, t)).toBe(zhCN['job.alert.nameAll']);
  });

  it('never exceeds the length the API accepts', () => {
    const name = defaultAlertName({ keyword: '一二三四五六七八九十一二三四五六七八九十一二三' }, t);
    expect([...name].length).toBeLessThanOrEqual(ALERT_NAME_MAX);
  });
});
