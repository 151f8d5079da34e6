import type { ChatSide } from '../../../src/contract/chat.ts';
import { appendMessage } from './chat.ts';
import { DAY_MS } from './labels.ts';
import type { ConversationRecord } from './seekers.ts';

/**
 * The seeded conversations' histories: a few lines each, as such chats go. A seeker asking about a post gets an
 * answer within the hour, except every third one, still waiting (the company's unread); an applicant says
 * hello after applying and hears back. Placeholders: {title} the post, {company} the company's short name.
 */

type Line = [ChatSide, number, string];

const ASKER_SCRIPTS: readonly (readonly Line[])[] = [
  [
    ['seeker', 0, '您好，我对贵公司的「{title}」很感兴趣，想了解一下这个岗位平时主要做哪些工作？'],
    ['recruiter', 35, '您好！这个岗位主要参与核心业务的需求落地，和产品、测试一起推进迭代。方便的话发一份简历给我看看？'],
    ['seeker', 52, '好的，我在平台上投递一下，麻烦您留意。'],
  ],
  [
    ['seeker', 0, '您好，请问「{title}」这个岗位现在还在招吗？'],
    ['recruiter', 18, '在招的，我们这边希望一个月内到岗，您目前是在职还是离职状态？'],
    ['seeker', 41, '在职，提前一个月提离职就可以。'],
    ['recruiter', 60, '可以的，我先看下您的简历，合适的话约一下面试时间。'],
  ],
  [
    ['seeker', 0, '您好，想问一下{company}这个岗位是双休吗？加班多不多？'],
    ['recruiter', 26, '您好，是双休，项目上线前偶尔会加班，加班有调休。'],
  ],
];

const WAITING_SCRIPT: readonly Line[] = [['seeker', 0, '您好，看到「{title}」的招聘信息，我有三年相关经验，想进一步沟通一下，谢谢！']];

const APPLICANT_SCRIPT: readonly Line[] = [
  ['seeker', 0, '您好，我刚刚投递了「{title}」，期待您的回复。'],
  ['recruiter', 95, '您好，简历已收到，我们会在两个工作日内完成初筛，有结果第一时间联系您。'],
];

function play(c: ConversationRecord, script: readonly Line[], fill: Record<string, string>, until: number) {
  for (const [from, minutes, text] of script) {
    const at = c.createdAt + minutes * 60_000;
    // Nothing is dated after the moment the seed describes.
    if (at >= until) break;
    appendMessage(
      c,
      from,
      text.replace(/\{(\w+)\}/g, (_, k: string) => fill[k] ?? ''),
      at,
    );
  }
}

export function seedThread(c: ConversationRecord, kind: 'applicant' | 'asker', index: number, fill: { title: string; company: string }, seededAt: number) {
  const until = seededAt - 60_000;
  if (kind === 'applicant') play(c, APPLICANT_SCRIPT, fill, Math.min(until, c.createdAt + DAY_MS));
  else play(c, index % 3 === 2 ? WAITING_SCRIPT : ASKER_SCRIPTS[index % ASKER_SCRIPTS.length], fill, until);
}
