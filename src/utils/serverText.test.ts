import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import enUS from '@/locales/en-US/index.ts';
import zhCN from '@/locales/zh-CN/index.ts';
import { formatServerMessage } from './serverText.ts';

/** The client's side of server texts (issue 26 item 19): known ids in the reader's language, unknown ones as sent. */
const en = createIntl({ locale: 'en-US', messages: enUS, onError: () => undefined });
const zh = createIntl({ locale: 'zh-CN', messages: zhCN, onError: () => undefined });

const invited = {
  id: 'notice.interviewInvited',
  params: {
    company: '云栖科技',
    job: '前端开发工程师',
    round: { id: 'part.round', params: { round: 2 } },
    at: { time: '2026-11-27T06:00:00.000Z', form: 'minute' as const },
    how: { id: 'part.how', params: { format: { label: 'dict.interviewFormat.video' as const }, place: '腾讯会议' } },
    contact: { id: 'part.contactWithTitle', params: { name: '王芳', title: 'HR经理' } },
    note: '',
  },
};

describe('formatServerMessage', () => {
  it('writes a known notice in English with its parameters (names as sent, times in Beijing time)', () => {
    expect(formatServerMessage(en, invited, '中文标题', 'title')).toBe('Interview invitation');
    expect(formatServerMessage(en, invited, '中文正文', 'body')).toBe(
      '云栖科技 invites you to a round 2 interview for "前端开发工程师": Nov 27, 14:00, Video interview, 腾讯会议. Contact: 王芳 (HR经理). Please answer in your profile centre',
    );
  });

  it('writes the same message in zh-CN as the server wrote it', () => {
    expect(formatServerMessage(zh, invited, '', 'body')).toBe(
      '云栖科技邀请你参加「前端开发工程师」的第 2 轮面试：11月27日 14:00，视频面试，腾讯会议。联系人：王芳（HR经理）。请在个人中心回复是否参加',
    );
  });

  it('words a masked name, a resume title, lists and plurals in English', () => {
    const title = { id: 'resume.title', params: { name: { id: 'name.masked', params: { surname: '李', gender: 'male' } } } };
    expect(formatServerMessage(en, title, '李先生的简历')).toBe("Mr. 李's resume");
    expect(formatServerMessage(zh, title, '')).toBe('李先生的简历');
    const used = { id: 'usage.byColleague', params: { note: { id: 'usage.planOpened', params: { plan: { label: 'dict.plan.pro' as const } } }, by: '刘洋' } };
    expect(formatServerMessage(en, used, '专业版开通（刘洋）')).toBe('Professional activated (刘洋)');
    const times = {
      id: 'part.proposedTimes',
      params: {
        times: {
          list: [
            { time: '2026-11-27T06:00:00Z', form: 'minute' as const },
            { time: '2026-11-28T02:30:00Z', form: 'minute' as const },
          ],
        },
      },
    };
    expect(formatServerMessage(en, times, '')).toBe('. Times that suit the candidate: Nov 27, 14:00, Nov 28, 10:30');
    expect(formatServerMessage(zh, times, '')).toBe('，候选人方便的时间：11月27日 14:00、11月28日 10:30');
    const offer = { id: 'chat.offerCard', params: { pay: '15000', months: 1, start: { day: '2026-12-01', form: 'monthDay' as const } } };
    expect(formatServerMessage(en, offer, '')).toBe('Offer: 15000 yuan a month × 1 month, starting Dec 1');
  });

  it("shows the server's text for an unknown id, or a known one with an unknown clause", () => {
    expect(formatServerMessage(en, { id: 'notice.fromTheFuture' }, '来自未来的通知', 'body')).toBe('来自未来的通知');
    expect(formatServerMessage(en, { id: 'usage.subject', params: { subject: { id: 'part.fromTheFuture' } } }, '服务端原文')).toBe('服务端原文');
    expect(formatServerMessage(en, undefined, '旧服务端')).toBe('旧服务端');
  });
});
