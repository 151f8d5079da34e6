import { describe, expect, it } from 'vitest';
import { emptyResumeContent, resumeModuleBody, type ResumeContent } from './resume.ts';
import { resumeCompleteness } from './resumeCompleteness.ts';
import { COMPLETENESS_WEIGHTS, RESUME_MAX_ENTRIES, RESUME_MODULES, RESUME_TEXT_MAX } from './resumeValues.ts';

const month = (shift: number) => {
  const d = new Date();
  d.setDate(1);
  d.setMonth(d.getMonth() + shift);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
};

const basic = {
  name: '李明',
  gender: 'male',
  birthMonth: '1996-05',
  freshGraduate: false,
  workStart: '2018-07',
  workStatus: 'month',
  phone: '13800138000',
  email: 'liming@example.com',
  city: 'hangzhou',
};
const work = {
  company: '杭州云栖科技有限公司',
  title: '前端开发工程师',
  start: '2021-03',
  end: null,
  duties: '负责招聘平台前端架构与组件库建设，主导性能优化。',
  skills: ['React', 'TypeScript'],
};

/** The field paths and messages a module body is refused with (what the mock answers as 422 errors). */
function refusal(module: keyof typeof resumeModuleBody, body: unknown) {
  const result = resumeModuleBody[module].safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('resume module validators', () => {
  it('accept a complete basic module and a running job', () => {
    expect(refusal('basic', basic)).toEqual([]);
    expect(refusal('work', { entries: [work] })).toEqual([]);
  });

  it('name the field and say what is wrong', () => {
    expect(refusal('basic', { ...basic, phone: '1380013800' })).toEqual(['phone: 请输入正确的 11 位手机号']);
    expect(refusal('basic', { ...basic, email: 'liming@' })).toEqual(['email: 邮箱格式不正确']);
    expect(refusal('basic', { ...basic, workStart: undefined })).toEqual(['workStart: 请选择参加工作时间，应届生请选择“应届生”']);
  });

  it('refuse dates in the wrong order and a finished job that ends in the future', () => {
    expect(refusal('work', { entries: [{ ...work, end: '2020-01' }] })).toEqual(['entries.0.end: 离职时间不能早于开始时间']);
    expect(refusal('work', { entries: [{ ...work, end: month(2) }] })).toEqual(['entries.0.end: 离职时间不能晚于本月；仍在进行请选“至今”']);
    expect(refusal('work', { entries: [{ ...work, start: month(1) }] })).toContain('entries.0.start: 开始时间不能晚于本月');
    expect(
      refusal('projects', { entries: [{ name: '招聘搜索', role: '负责人', start: '2023-01', end: '2022-12', description: '从零搭建职位搜索与推荐。' }] }),
    ).toEqual(['entries.0.end: 结束时间不能早于开始时间']);
  });

  it('refuse empty and over-long text with its limit', () => {
    expect(refusal('strengths', { text: '   ' })).toEqual(['text: 请填写个人优势']);
    expect(refusal('strengths', { text: '优'.repeat(RESUME_TEXT_MAX.strengths + 1) })).toEqual([`text: 个人优势最多 ${RESUME_TEXT_MAX.strengths} 个字`]);
    expect(refusal('work', { entries: [{ ...work, duties: '写代码' }] })).toEqual(['entries.0.duties: 工作内容至少 10 个字']);
  });

  it('hold each list to its number of entries', () => {
    const many = Array.from({ length: RESUME_MAX_ENTRIES.work + 1 }, () => work);
    expect(refusal('work', { entries: many })).toEqual([`entries: 工作经历最多 ${RESUME_MAX_ENTRIES.work} 条`]);
    expect(refusal('preferences', { entries: [] })).toEqual(['entries: 至少填写一个求职期望']);
  });

  it('refuse duplicates, script links and unreadable text', () => {
    expect(
      refusal('languages', {
        entries: [
          { language: 'english', level: 'fluent' },
          { language: 'english', level: 'basic' },
        ],
      }),
    ).toEqual(['entries.1: 这门语言已经填写过']);
    expect(refusal('links', { entries: [{ title: '作品集', url: 'javascript:alert(1)' }] })).toEqual([
      'entries.0.url: 请填写以 http:// 或 https:// 开头的链接',
    ]);
    expect(refusal('work', { entries: [{ ...work, skills: ['React', 'React'] }] })).toEqual(['entries.0.skills: 技能标签不能重复']);
    expect(refusal('certificates', { entries: [{ name: '证书\u0000', obtained: '2020-01' }] })[0]).toMatch(/^entries\.0\.name: /);
  });
});

describe('resume completeness', () => {
  const full: ResumeContent = {
    basic: resumeModuleBody.basic.parse(basic),
    preferences: [{ title: '前端开发工程师', category: 'tech', city: 'hangzhou', jobType: 'fulltime', salary: '10-20k' }] as ResumeContent['preferences'],
    strengths: { text: '五年前端经验，主导过两个百万用户产品的性能优化与组件库建设。' },
    work: resumeModuleBody.work.parse({ entries: [work] }).entries,
    projects: [{ name: '招聘搜索', role: '负责人', start: '2023-01', end: null, description: '从零搭建职位搜索与推荐。' }],
    education: [{ school: '浙江大学', degree: 'bachelor', major: '计算机科学与技术', start: '2014-09', end: '2018-06', fullTime: true }],
    certificates: [{ name: '英语六级', obtained: '2016-12' }],
    languages: [{ language: 'english', level: 'fluent' }],
    links: [{ title: 'GitHub', url: 'https://github.com/liming' }],
  };

  it('weights add up to 100', () => {
    expect(RESUME_MODULES.reduce((sum, m) => sum + COMPLETENESS_WEIGHTS[m], 0)).toBe(100);
  });

  it('is 100 for a complete resume and 0 for an empty one, which misses everything, most valuable first', () => {
    expect(resumeCompleteness(full)).toEqual({ score: 100, missing: [] });
    const empty = resumeCompleteness(emptyResumeContent());
    expect(empty.score).toBe(0);
    expect(empty.missing.slice(0, 3)).toEqual(['basic', 'work', 'education']);
    expect(empty.missing).toHaveLength(RESUME_MODULES.length);
  });

  it('counts a module only when it says something: a two-word strengths text does not', () => {
    expect(resumeCompleteness({ ...full, strengths: { text: '认真负责' } })).toEqual({ score: 100 - COMPLETENESS_WEIGHTS.strengths, missing: ['strengths'] });
    expect(resumeCompleteness({ ...full, certificates: [], links: [] })).toEqual({ score: 90, missing: ['certificates', 'links'] });
  });

  it('does not mark a fresh graduate down for having no work experience yet', () => {
    const graduate = { ...full, basic: { ...full.basic!, freshGraduate: true, workStart: undefined }, work: [] };
    expect(resumeCompleteness(graduate).score).toBe(100);
    expect(resumeCompleteness({ ...full, work: [] }).missing).toEqual(['work']);
  });
});
