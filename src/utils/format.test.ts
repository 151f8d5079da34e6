import { createIntl } from 'react-intl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enUS from '@/locales/en-US/index.ts';
import zhCN from '@/locales/zh-CN/index.ts';
import { businessDay, businessDaysBetween, formatBusinessDate, formatCapital, inBusinessZone } from './format.ts';

const zh = createIntl({ locale: 'zh-CN', messages: zhCN });
const en = createIntl({ locale: 'en-US', messages: enUS });

// Midnight of 11 November in Beijing is still 10 November in UTC (and in any browser west of UTC+8).
const BEIJING_MIDNIGHT = '2026-11-10T16:00:00.000Z';

describe('business dates (Asia/Shanghai whatever the machine’s zone)', () => {
  it('reads an instant as its Beijing day', () => {
    expect(businessDay(BEIJING_MIDNIGHT)).toBe('2026-11-11');
    expect(businessDay(Date.parse('2026-11-11T15:59:59.999Z'))).toBe('2026-11-11');
    expect(businessDay('2026-11-11T16:00:00.000Z')).toBe('2026-11-12');
  });

  it('keeps a bare registry date on its own day', () => {
    expect(businessDay('2003-11-20')).toBe('2003-11-20');
  });

  it('gives machines the Beijing time with its offset (a <time dateTime>)', () => {
    expect(inBusinessZone(BEIJING_MIDNIGHT).format()).toBe('2026-11-11T00:00:00+08:00');
    expect(inBusinessZone('2026-11-11T06:30:00.000Z').format()).toBe('2026-11-11T14:30:00+08:00');
    expect(inBusinessZone('2003-11-20').format()).toBe('2003-11-20T00:00:00+08:00');
  });

  it('writes dates as 2003-11-20 in zh-CN and Nov 20, 2003 in en-US', () => {
    expect(formatBusinessDate(zh, '2003-11-20')).toBe('2003-11-20');
    expect(formatBusinessDate(en, '2003-11-20')).toBe('Nov 20, 2003');
    expect(formatBusinessDate(zh, BEIJING_MIDNIGHT)).toBe('2026-11-11');
    expect(formatBusinessDate(en, BEIJING_MIDNIGHT)).toBe('Nov 11, 2026');
  });

  it('has short and long forms in both languages', () => {
    expect(formatBusinessDate(zh, BEIJING_MIDNIGHT, 'monthDay')).toBe('11-11');
    expect(formatBusinessDate(en, BEIJING_MIDNIGHT, 'monthDay')).toBe('Nov 11');
    expect(formatBusinessDate(zh, '2026-03-01', 'month')).toBe('2026年3月');
    expect(formatBusinessDate(en, '2026-03-01', 'month')).toBe('March 2026');
    expect(formatBusinessDate(zh, BEIJING_MIDNIGHT, 'dateTime')).toBe('2026-11-11 00:00');
    expect(formatBusinessDate(en, '2026-11-11T06:30:00.000Z', 'dateTime')).toBe('Nov 11, 2026 2:30 PM');
  });

  it('counts whole Beijing days between two times', () => {
    const now = Date.parse('2026-03-10T01:00:00.000Z'); // 09:00 in Beijing
    expect(businessDaysBetween(now, '2026-03-10T15:59:59.000Z')).toBe(0);
    expect(businessDaysBetween(now, '2026-03-10T16:00:00.000Z')).toBe(1);
    expect(businessDaysBetween(now, '2026-03-09T15:59:59.000Z')).toBe(-1);
  });
});

describe('business dates in a browser west of Beijing', () => {
  // Node applies a change of TZ at once; New York is 13 hours behind Beijing in November.
  const machineZone = process.env.TZ;
  beforeAll(() => void (process.env.TZ = 'America/New_York'));
  afterAll(() => void (machineZone === undefined ? delete process.env.TZ : (process.env.TZ = machineZone)));

  it('still reads instants and registry dates as Beijing days', () => {
    expect(new Date(BEIJING_MIDNIGHT).getDate()).toBe(10); // the machine's own day is the 10th
    expect(businessDay(BEIJING_MIDNIGHT)).toBe('2026-11-11');
    expect(formatBusinessDate(en, '2003-11-20')).toBe('Nov 20, 2003');
    expect(formatBusinessDate(en, '2026-03-01', 'month')).toBe('March 2026');
    expect(formatBusinessDate(zh, BEIJING_MIDNIGHT, 'dateTime')).toBe('2026-11-11 00:00');
    expect(inBusinessZone('2003-11-20').format()).toBe('2003-11-20T00:00:00+08:00');
  });
});

describe('registered capital (stored in 万元)', () => {
  it('is written in 亿元 from 1 亿 up, in 万元 below, in zh-CN', () => {
    expect(formatCapital(zh, 16901)).toBe('1.69 亿元');
    expect(formatCapital(zh, 10000)).toBe('1 亿元');
    expect(formatCapital(zh, 250000)).toBe('25 亿元');
    expect(formatCapital(zh, 9999)).toBe('9,999 万元');
    expect(formatCapital(zh, 120)).toBe('120 万元');
    expect(formatCapital(zh, 50.5)).toBe('50.5 万元');
  });

  it('is written in RMB millions or billions in en-US', () => {
    expect(formatCapital(en, 16901)).toBe('RMB 169 million');
    expect(formatCapital(en, 120)).toBe('RMB 1.2 million');
    expect(formatCapital(en, 250000)).toBe('RMB 2.5 billion');
    expect(formatCapital(en, 50)).toBe('RMB 500 thousand');
  });
});
