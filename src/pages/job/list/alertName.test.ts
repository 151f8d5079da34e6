import { describe, expect, it } from 'vitest';
import { alertBody } from '@/contract/alert.ts';
import { ALERT_NAME_MAX } from '@/contract/jobValues.ts';
import zhCN from '@/locales/zh-CN/index.ts';
import type { MessageId } from '@/locales/types.ts';
import { defaultAlertName } from './alertName.ts';

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
    const name = defaultAlertName({ keyword: '一二三四五六七八九十'.repeat(Math.ceil(ALERT_NAME_MAX / 10) + 1) }, t);
    expect([...name].length).toBeLessThanOrEqual(ALERT_NAME_MAX);
    // The limit is the contract's own: the name passes the API's validation.
    expect(alertBody.shape.name.safeParse(name).success).toBe(true);
  });
});
