// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock } from './test/client.ts';

/** Logos and photos: no image ever prints its file's id ("C1", "R1"); the seed leaves tiles to the app. */
let mock: Awaited<ReturnType<typeof startMock>>;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

const svgOf = async (path: string) => (await fetch(`${mock.base}/media/${path}`)).text();

describe('media stand-in', () => {
  it('never writes the file name on a logo, avatar or photo', async () => {
    for (const path of ['logo/c1.svg', 'avatar/r1.svg', 'photo/c1-1.svg']) {
      const svg = await svgOf(path);
      expect(svg).toContain('<svg');
      expect(svg, path).not.toMatch(/>\s*[CR]1\s*</i);
    }
  });

  it('writes the label it is asked for', async () => {
    expect(await svgOf('logo/c1.svg?label=JC')).toContain('>JC<');
  });

  it('gives seeded companies and recruiters no placeholder image, so the app draws their tiles', async () => {
    const jobs = await mock.call('GET', '/jobs?pageSize=20');
    const { list } = jobs.body.data as { list: Array<{ company: { logo: string }; recruiter: { avatar: string } }> };
    expect(list.length).toBeGreaterThan(0);
    for (const job of list) {
      expect(job.company.logo).toBe('');
      expect(job.recruiter.avatar).toBe('');
    }
  });
});
