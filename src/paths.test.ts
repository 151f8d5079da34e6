import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { absoluteUrl, paths } from './paths.ts';

describe('paths', () => {
  it('builds each detail link with its id encoded', () => {
    expect(paths.jobDetail('j12')).toBe('/jobdetail?id=j12');
    expect(paths.jobDetail('a&b=c')).toBe('/jobdetail?id=a%26b%3Dc');
    expect(paths.companyDetail('c1')).toBe('/comdetail?id=c1');
    expect(paths.companyDetail('c1', 'jobs')).toBe('/comdetail?id=c1&tab=jobs');
    expect(paths.conversation('cv 1')).toBe('/communicate?conversation=cv%201');
  });

  it('keeps a list’s filters beside an open notice, and drops the notice on the way back', () => {
    const list = new URLSearchParams('examType=provincial&status=closed&page=2');
    const notice = paths.govNotice('g7', list);
    expect(notice).toBe('/govwork?examType=provincial&status=closed&page=2&id=g7');
    expect(paths.govList(new URLSearchParams(notice.split('?')[1]))).toBe('/govwork?examType=provincial&status=closed&page=2');
    expect(paths.govList(new URLSearchParams('id=g7'))).toBe('/govwork');
    expect(paths.govNotice('g8', new URLSearchParams('id=g7'))).toBe('/govwork?id=g8');
  });

  it('sends a visitor to sign in and back to where they were', () => {
    expect(paths.login('/govwork?id=g7')).toBe('/login?redirect=%2Fgovwork%3Fid%3Dg7');
    expect(paths.login()).toBe('/login');
    expect(paths.perfect('/recommend')).toBe('/perfect?redirect=%2Frecommend');
  });

  it('makes the address to share under the app’s base', () => {
    expect(absoluteUrl(paths.jobDetail('j1'), 'https://jucai.example', '/pc/')).toBe('https://jucai.example/pc/jobdetail?id=j1');
  });
});

/** Source files under src/, tests aside. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

describe('in-app links', () => {
  it('are built by paths.ts, not assembled by hand', () => {
    const src = path.dirname(new URL(import.meta.url).pathname);
    // A detail route followed by its query, in a string or template: `/jobdetail?id=${…}`, '/comdetail?id=' …
    const handBuilt = /['"`}]\/?(jobdetail|comdetail|communicate|hourlydetail)\?|['"`]\/govwork\?[^'"`]*id=/;
    const offenders = sources(src)
      .filter((file) => file !== path.join(src, 'paths.ts'))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => ({ line, at: `${path.relative(src, file)}:${i + 1}` }))
          .filter(({ line }) => handBuilt.test(line) && !/^\s*(\*|\/\/)/.test(line))
          .map(({ at }) => at),
      );
    expect(offenders).toEqual([]);
  });
});
