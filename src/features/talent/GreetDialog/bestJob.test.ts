import { describe, expect, it } from 'vitest';
import { bestJobFor } from './bestJob.ts';

const jobs = [
  { id: 'j1', title: '高级Java开发工程师', city: 'hangzhou' as const },
  { id: 'j2', title: '前端开发工程师', city: 'shanghai' as const },
  { id: 'j3', title: '产品经理', city: 'hangzhou' as const },
];

describe('bestJobFor (issue 26, item 10: the greeting preselects the best match)', () => {
  it('prefers the post whose title shares most with the candidate’s, then their skills, then the city', () => {
    expect(bestJobFor({ title: '资深前端工程师', skills: [], city: 'hangzhou' }, jobs)?.id).toBe('j2');
    expect(bestJobFor({ title: '后端工程师', skills: ['Java', 'Spring'], city: null }, jobs)?.id).toBe('j1');
    expect(bestJobFor({ title: '产品运营', skills: [], city: 'hangzhou' }, jobs)?.id).toBe('j3');
  });
  it('falls back to the first post, and to none without posts', () => {
    expect(bestJobFor({ title: '厨师', skills: [], city: null }, jobs)?.id).toBe('j1');
    expect(bestJobFor({ title: '厨师', skills: [], city: null }, [])).toBeNull();
  });
});
