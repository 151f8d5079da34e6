// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobSearchResult } from '../src/contract/job.ts';
import type { PrivacySettings } from '../src/contract/privacy.ts';
import type { ResumeReading } from '../src/contract/resumeFiles.ts';
import { data, startRecruitingMock } from './test/recruiting.ts';

let t: Awaited<ReturnType<typeof startRecruitingMock>>;
beforeAll(async () => {
  t = await startRecruitingMock();
});
afterAll(() => t.mock.close());

const put = async (token: string, body: Record<string, unknown>) => t.mock.call('PUT', '/me/privacy', { token, body, json: true });

describe('privacy settings', () => {
  it('the demo seeker has blocked his current employer along with its group', async () => {
    const settings = data<PrivacySettings>(await t.mock.call('GET', '/me/privacy', { token: await t.seeker() }));
    expect(settings).toMatchObject({ visibility: 'public', nameDisplay: 'surname', virtualPhone: true, personalized: true, hideAgenciesByDefault: false });
    expect(settings.blocked).toEqual([
      expect.objectContaining({ company: expect.objectContaining({ id: 'c142' }), includeRelated: true, related: [expect.objectContaining({ id: 'c511' })] }),
    ]);
  });

  it('blocking a company shuts it out of /cv, with its related companies unless asked not to', async () => {
    const seeker = await t.seeker();
    const enterprise = await t.enterprise();
    expect((await t.mock.call('GET', '/resumes/cv-u1-online', { token: enterprise })).status).toBe(200);
    await t.mock.call('POST', '/me/privacy/blocked', { token: seeker, body: { companyId: 'c1', includeRelated: false }, json: true });
    expect((await t.mock.call('GET', '/resumes/cv-u1-online', { token: enterprise })).status).toBe(404);
    const after = data<PrivacySettings>(await t.mock.call('DELETE', '/me/privacy/blocked/c1', { token: seeker }));
    expect(after.blocked.map((b) => b.company.id)).toEqual(['c142']);
    expect((await t.mock.call('GET', '/resumes/cv-u1-online', { token: enterprise })).status).toBe(200);
    expect((await t.mock.call('POST', '/me/privacy/blocked', { token: seeker, body: { companyId: 'c99999' }, json: true })).status).toBe(404);
  });

  it('visibility "applied" lets only employers applied to read; the full name and the virtual number follow the settings', async () => {
    const seeker = await t.seeker();
    const enterprise = await t.enterprise();
    await put(seeker, { visibility: 'applied', nameDisplay: 'full' });
    // 李明 applied to a c1 job in the seed, so c1 still reads him, now with his full name.
    const reading = data<ResumeReading>(await t.mock.call('GET', '/resumes/cv-u1-online', { token: enterprise }));
    expect(reading).toMatchObject({ name: '李明的简历', nameMasked: false, content: { basic: { name: '李明', phone: '' } } });
    // Unlocked (the enterprise side will do this): a virtual number, never the real one.
    t.db().seekerStates.get('u1')!.unlockedBy.add('c1');
    const unlocked = data<ResumeReading>(await t.mock.call('GET', '/resumes/cv-u1-online', { token: enterprise }));
    expect(unlocked.content?.basic?.phone).toMatch(/^170\d{8}$/);
    await put(seeker, { virtualPhone: false });
    expect(data<ResumeReading>(await t.mock.call('GET', '/resumes/cv-u1-online', { token: enterprise })).content?.basic?.phone).toBe('13800000001');
    t.db().seekerStates.get('u1')!.unlockedBy.delete('c1');
    await put(seeker, { visibility: 'public', nameDisplay: 'surname', virtualPhone: true });
  });

  it('hides agency jobs from search by default when asked, unless the search says otherwise', async () => {
    const seeker = await t.seeker();
    const all = data<JobSearchResult>(await t.mock.call('GET', '/jobs?city=shanghai&pageSize=50', { token: seeker }));
    expect(all.agenciesHiddenByDefault).toBe(false);
    expect(all.list.some((j) => j.publisherType !== 'direct')).toBe(true);
    await put(seeker, { hideAgenciesByDefault: true });
    const hidden = data<JobSearchResult>(await t.mock.call('GET', '/jobs?city=shanghai&pageSize=50', { token: seeker }));
    expect(hidden.agenciesHiddenByDefault).toBe(true);
    expect(hidden.list.every((j) => j.publisherType === 'direct')).toBe(true);
    expect(hidden.total).toBeLessThan(all.total);
    const shown = data<JobSearchResult>(await t.mock.call('GET', '/jobs?city=shanghai&pageSize=50&hideAgencies=false', { token: seeker }));
    expect(shown).toMatchObject({ agenciesHiddenByDefault: false, total: all.total });
    await put(seeker, { hideAgenciesByDefault: false });
  });

  it('turning personalisation off makes recommendations non-personal', async () => {
    const seeker = await t.seeker();
    expect(data<{ personalised: boolean }>(await t.mock.call('GET', '/recommend', { token: seeker })).personalised).toBe(true);
    await put(seeker, { personalized: false });
    expect(data<{ personalised: boolean }>(await t.mock.call('GET', '/recommend', { token: seeker })).personalised).toBe(false);
    await put(seeker, { personalized: true });
  });

  it('refuses malformed settings with field reasons', async () => {
    const res = await put(await t.seeker(), { visibility: 'everyone', doNotDisturb: { enabled: true, start: '25:00', end: '25:00' } });
    expect(res.status).toBe(422);
    expect([...new Set(res.body.errors?.map((e) => e.field))].sort()).toEqual(['doNotDisturb.end', 'doNotDisturb.start', 'visibility']);
  });
});

describe('online status', () => {
  it('employers see how recently the seeker was active, unless the seeker hides it', async () => {
    const seeker = await t.seeker();
    const enterprise = await t.enterprise();
    await t.mock.call('GET', '/me/overview', { token: seeker });
    expect(data<ResumeReading>(await t.mock.call('GET', '/resumes/cv-u1-online', { token: enterprise })).activity).toBe('online');
    expect(data<ResumeReading>(await t.mock.call('GET', '/resumes/cv-u1-online', { token: seeker })).activity).toBeNull();
    await put(seeker, { showOnline: false });
    expect(data<ResumeReading>(await t.mock.call('GET', '/resumes/cv-u1-online', { token: enterprise })).activity).toBeNull();
    await put(seeker, { showOnline: true });
  });
});
