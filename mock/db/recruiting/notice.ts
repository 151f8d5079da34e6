import { GOV_STAGE_VALUES, type GovStage } from '../../../src/dicts/zone.ts';
import { XSS_ANNOUNCEMENT_ID, XSS_PAYLOAD } from './content/gov.ts';
import { cnDate, DAY_MS, inBeijing, zh } from './labels.ts';
import type { AnnouncementRecord } from './types.ts';

/** The exam timeline (报名→…→公示) and the notice text of an announcement, as the source site would publish it. */

/** Days after registration closes that each later stage starts, and how long it lasts (0 = one day). */
const STAGE_PLAN: Record<Exclude<GovStage, 'register'>, [number, number]> = {
  payment: [1, 3],
  admitTicket: [12, 5],
  writtenExam: [20, 0],
  scores: [40, 0],
  recheck: [45, 3],
  interview: [55, 1],
  medical: [65, 2],
  vetting: [70, 7],
  publicNotice: [80, 5],
};

export interface StageDates {
  stage: GovStage;
  start: number;
  end: number | null;
}

export function timelineOf(a: Pick<AnnouncementRecord, 'registrationStart' | 'registrationEnd'>): StageDates[] {
  return GOV_STAGE_VALUES.map((stage) => {
    if (stage === 'register') return { stage, start: a.registrationStart, end: a.registrationEnd };
    const [after, length] = STAGE_PLAN[stage];
    const start = a.registrationEnd + after * DAY_MS;
    return { stage, start, end: length ? start + length * DAY_MS : null };
  });
}

function scheduleRows(a: AnnouncementRecord): string {
  return timelineOf(a)
    .map(({ stage, start, end }) => `<tr><td>${zh(`dict.govStage.${stage}`)}</td><td>${cnDate(start)}${end ? ` 至 ${cnDate(end)}` : ''}</td></tr>`)
    .join('');
}

/** The units that recruit, in the order the position table first lists them. */
const unitsOf = (a: AnnouncementRecord) => [...new Set(a.positions.map((p) => p.department))];

export function noticeHtml(a: AnnouncementRecord): string {
  const headcount = a.positions.reduce((sum, p) => sum + p.headcount, 0);
  const units = unitsOf(a);
  const published = inBeijing(a.publishedAt);
  const parts = [
    `<h2>${a.title}</h2>`,
    `<p>为满足工作需要，根据有关法律法规和政策规定，经研究决定，${a.publisher}面向社会公开招录（聘）工作人员。现将有关事项公告如下：</p>`,
    `<h3>一、招录计划</h3>`,
    `<p>本次共设置 <strong>${a.positions.length}</strong> 个岗位，计划招录 <strong>${headcount}</strong> 人。具体岗位、人数及资格条件详见《岗位表》。</p>`,
    units.length === 1 && units[0] === a.publisher
      ? `<p>招录（聘）单位：${a.publisher}。</p>`
      : `<p>招录（聘）单位（${units.length}个）：${units.join('、')}。</p>`,
    `<h3>二、报考条件</h3>`,
    `<ol><li>具有中华人民共和国国籍；</li><li>遵守宪法和法律，具有良好的政治素质和道德品行；</li><li>年龄为18周岁以上、35周岁以下（${published.year() - 35}年${published.month() + 1}月以后出生），硕士研究生、博士研究生年龄可放宽至40周岁以下；</li><li>具有正常履行职责的身体条件和心理素质；</li><li>具有${zh(`dict.education.${a.educationFloor}`)}及以上学历，并具备岗位所需的学历、学位、专业及其他资格条件，详见《岗位表》。</li></ol>`,
    `<h3>三、时间安排</h3>`,
    `<table><thead><tr><th>环节</th><th>时间</th></tr></thead><tbody>${scheduleRows(a)}</tbody></table>`,
    `<p><em>具体考试时间和地点以准考证为准，请考生及时关注本网站发布的信息。</em></p>`,
    `<h3>四、其他事项</h3>`,
    `<p>本次招录<strong>不收取任何考试培训费用</strong>，不指定、不委托任何机构举办考试辅导培训班。请广大考生提高警惕，谨防上当受骗。</p>`,
    `<p>政策咨询：12333 人力资源社会保障服务热线（工作日 9:00-12:00，14:00-17:00）</p>`,
    a.id === XSS_ANNOUNCEMENT_ID ? XSS_PAYLOAD : '',
    `<p>原文链接：<a href="${a.originalUrl}" target="_blank" rel="noopener noreferrer">${a.originalUrl}</a></p>`,
    `<p style="text-align:right">${a.publisher}<br/>${cnDate(a.publishedAt)}</p>`,
  ];
  return parts.join('\n');
}
