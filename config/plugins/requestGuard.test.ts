// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hasHiddenSegment, requestGuardMiddleware } from './requestGuard.ts';

/** The guard's middleware on a fake request: what it answered, or that it passed the request on. */
function run(url: string, { preview = false, method = 'GET' } = {}) {
  const headers: Record<string, string | number> = {};
  const answer = { status: 0, body: '', passed: false, headers };
  const res = {
    statusCode: 0,
    setHeader: (k: string, v: string | number) => (headers[k.toLowerCase()] = v),
    end: (b?: string) => ((answer.status = res.statusCode), (answer.body = b ?? '')),
  };
  requestGuardMiddleware({ base: '/pc/', apiPrefix: '/user' }, preview)({ url, method } as never, res as never, () => (answer.passed = true));
  return answer;
}

describe('requestGuard', () => {
  it('answers a path with a malformed escape 400 with a plain page, on the dev and the preview server', () => {
    for (const preview of [false, true]) {
      for (const url of ['/pc/%zz', '/pc/assets/%zz.js', '/%zz', '/pc/%E0%A4%A', '/pc/a%']) {
        const answer = run(url, { preview });
        expect([url, answer.status, answer.headers['content-type']]).toEqual([url, 400, 'text/html; charset=utf-8']);
        expect(answer.body).toContain('400 请求地址有误');
        expect(answer.body).not.toContain('URIError');
      }
    }
    expect(run('/pc/%zz', { method: 'HEAD' }).body).toBe('');
  });

  it("leaves the API's paths to the mock (its envelope), and well-formed paths and queries to the server", () => {
    for (const url of ['/user/agreements/%zz', '/user/%zz', '/pc/', '/pc/jobdetail?id=%zz', '/pc/%E4%B8%AD'])
      expect([url, run(url).passed]).toEqual([url, true]);
  });

  it('in the preview, refuses hidden paths however they are written: 404', () => {
    for (const url of ['/pc/.vite/manifest.json', '/pc/%2Evite/manifest.json', '/pc/assets/../.vite/manifest.json', '/pc/.env']) {
      expect([url, run(url, { preview: true }).status]).toEqual([url, 404]);
      // The dev server serves its own dependencies under node_modules/.vite/: not refused there.
      expect(run(url).passed).toBe(true);
    }
    expect(hasHiddenSegment('/pc/assets/app.js')).toBe(false);
  });
});
