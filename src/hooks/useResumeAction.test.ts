import { describe, expect, it } from 'vitest';
import { RESUME_PARAM, withResume } from './useResumeAction.ts';

describe('withResume', () => {
  it('adds the action to the way back, keeping the page and its query', () => {
    expect(withResume('/jobdetail?id=j12', 'apply')).toBe(`/jobdetail?id=j12&${RESUME_PARAM}=apply`);
    expect(withResume('/comdetail', 'follow.c3')).toBe(`/comdetail?${RESUME_PARAM}=follow.c3`);
  });

  it('replaces an older action rather than piling them up, and leaves the path alone without one', () => {
    expect(withResume(`/jobpost?city=xiamen&${RESUME_PARAM}=save.j1`, 'subscribe')).toBe(`/jobpost?city=xiamen&${RESUME_PARAM}=subscribe`);
    expect(withResume('/jobpost?city=xiamen', undefined)).toBe('/jobpost?city=xiamen');
  });
});
