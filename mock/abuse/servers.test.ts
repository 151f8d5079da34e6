// @vitest-environment node
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, preview, type PreviewServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationSummary } from '../../src/contract/chat.ts';
import { RESUME_FILE_MAX_COUNT } from '../../src/contract/resumeFileValues.ts';
import type { Resume } from '../../src/contract/seeker.ts';
import { textPdf } from '../db/recruiting/resumeFiles.ts';
import { createStandaloneServer, standaloneOptions } from '../standaloneServer.ts';
import { data, startRecruitingMock } from '../test/recruiting.ts';

/**
 * A hostile client against the servers and the file routes: names that are JavaScript prototype keys, the
 * attachment cap walked around with delete → upload → undo. (Malformed escapes, CORS and the build manifest on
 * each server: below.)
 */
let t: Awaited<ReturnType<typeof startRecruitingMock>>;
beforeAll(async () => {
  t = await startRecruitingMock();
});
afterAll(() => t.mock.close());

const PDF = textPdf(['A resume']);
const upload = (token: string, fileName: string) =>
  t.mock.call('POST', '/me/resume-files', { token, json: true, body: { fileName, data: PDF.toString('base64') } });
const attachments = async (token: string) => data<Resume[]>(await t.mock.call('GET', '/me/resumes', { token })).filter((r) => r.kind === 'attachment');
let seekers = 0;
async function newSeeker() {
  const token = await t.mock.signInBySms(`1391236${String(++seekers).padStart(4, '0')}`);
  await t.mock.call('POST', '/auth/perfect', {
    token,
    body: { role: 'seeker', name: '周宇', gender: 'male', birthMonth: '1994-02', freshGraduate: false, workStart: '2016-07', workStatus: 'leaving' },
  });
  return token;
}

/** Extensions that name a property every JavaScript object has: a lookup on a plain object finds them. */
const PROTOTYPE_KEYS = [
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
];

describe('file names that are prototype keys', () => {
  it('an attachment resume named *.constructor (or any prototype key) is a 422 on the file name, never a 500', async () => {
    const token = await newSeeker();
    for (const key of PROTOTYPE_KEYS) {
      for (const name of [`简历.${key}`, `简历.${key.toLowerCase()}`]) {
        const res = await upload(token, name);
        expect([name, res.status, res.body.errorCode, res.body.errors?.[0]?.field]).toEqual([name, 422, 'VALIDATION_FAILED', 'fileName']);
      }
    }
    expect(await attachments(token)).toEqual([]);
  });

  it('a chat document named *.constructor is refused the same way', async () => {
    const token = await t.seeker();
    const [conversation] = data<ConversationSummary[]>(await t.mock.call('GET', '/conversations', { token }));
    for (const key of PROTOTYPE_KEYS) {
      const res = await t.mock.call('POST', `/conversations/${conversation.id}/files`, {
        token,
        json: true,
        body: { clientId: `proto-${key}`, fileName: `a.${key.toLowerCase()}`, data: PDF.toString('base64') },
      });
      expect([key, res.status, res.body.errors?.[0]?.field]).toEqual([key, 422, 'fileName']);
    }
  });
});

describe('the attachment cap through delete → upload → undo', () => {
  it('undoing a deletion that would make a sixth attachment is refused with 409 and the reason; nothing changes', async () => {
    const token = await newSeeker();
    const stored: Resume[] = [];
    for (let i = 0; i < RESUME_FILE_MAX_COUNT; i++) stored.push(data<Resume>(await upload(token, `简历${i}.pdf`)));
    expect((await t.mock.call('DELETE', `/me/resumes/${stored[0].id}`, { token })).status).toBe(200);
    // The freed place is taken at once by a new file …
    expect((await upload(token, '新简历.pdf')).status).toBe(200);
    // … so bringing the deleted one back would make six.
    const undo = await t.mock.call('POST', `/me/resumes/${stored[0].id}/restore`, { token });
    expect([undo.status, undo.body.errorCode]).toEqual([409, 'TOO_MANY_RESUME_FILES']);
    expect(undo.body.errorMessage).toBe(`最多保存 ${RESUME_FILE_MAX_COUNT} 份附件简历：请先删除一份，再撤销删除“简历0.pdf”`);
    expect(await attachments(token)).toHaveLength(RESUME_FILE_MAX_COUNT);
    // Once a place is free again (within the undo window) the undo works.
    expect((await t.mock.call('DELETE', `/me/resumes/${stored[1].id}`, { token })).status).toBe(200);
    expect((await t.mock.call('POST', `/me/resumes/${stored[0].id}/restore`, { token })).status).toBe(200);
    expect((await attachments(token)).map((r) => r.name)).toContain('简历0.pdf');
    expect(await attachments(token)).toHaveLength(RESUME_FILE_MAX_COUNT);
  });

  it('two deletions undone after two uploads: the first undo that would pass the cap is refused', async () => {
    const token = await newSeeker();
    const stored: Resume[] = [];
    for (let i = 0; i < RESUME_FILE_MAX_COUNT; i++) stored.push(data<Resume>(await upload(token, `简历${i}.pdf`)));
    for (const r of stored.slice(0, 2)) await t.mock.call('DELETE', `/me/resumes/${r.id}`, { token });
    await upload(token, 'x.pdf');
    // One place left: the first undo fits, the second does not.
    expect((await t.mock.call('POST', `/me/resumes/${stored[0].id}/restore`, { token })).status).toBe(200);
    expect((await t.mock.call('POST', `/me/resumes/${stored[1].id}/restore`, { token })).status).toBe(409);
    expect(await attachments(token)).toHaveLength(RESUME_FILE_MAX_COUNT);
  });
});

/** One raw request (no URL normalisation by the client: `..` and bad escapes go out as written). */
function rawRequest(
  port: number,
  path: string,
  { method = 'GET', headers = {}, host = '127.0.0.1' }: { method?: string; headers?: Record<string, string>; host?: string } = {},
) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = request({ host, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Paths whose `%` escapes do not decode, on the app and on the API. */
const MALFORMED_APP_PATHS = ['/pc/%zz', '/pc/assets/%zz.js', '/pc/%E0%A4%A', '/pc/foo%', '/pc/%', '/%zz', '/pc/jobdetail/%zz?id=1'];
const MALFORMED_API_PATHS = ['/user/agreements/%zz', '/user/%zz', '/user/jobs/%zz', '/user/media/logo/%zz.svg', '/user/%'];
const STACK = /URIError|at .*\(.*:\d+:\d+\)|node_modules/;

/** What every server must answer a malformed path: a 400 without a trace, a page for the app, the envelope for the API. */
async function expectMalformedAnswered(port: number, appPaths: string[]) {
  for (const path of appPaths) {
    for (const method of ['GET', 'HEAD']) {
      const res = await rawRequest(port, path, { method, headers: { 'accept-encoding': 'gzip, br' } });
      expect([method, path, res.status, res.headers['content-type']]).toEqual([method, path, 400, 'text/html; charset=utf-8']);
      expect(res.body).not.toMatch(STACK);
      if (method === 'GET') expect(res.body).toContain('400 请求地址有误');
    }
  }
  for (const path of MALFORMED_API_PATHS) {
    const res = await rawRequest(port, path, { headers: { 'accept-encoding': 'gzip, br' } });
    expect([path, res.status, res.headers['content-type']]).toEqual([path, 400, 'application/json; charset=utf-8']);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, errorCode: expect.stringMatching(/^BAD_/), errorMessage: expect.any(String) });
    expect(res.body).not.toMatch(STACK);
  }
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const portOf = (server: { address(): unknown }) => (server.address() as AddressInfo).port;

describe('npm run preview (vite preview with the project config)', () => {
  let server: PreviewServer;
  let port: number;
  beforeAll(async () => {
    // A build output of three files: the page, a hashed script, and the manifest the size script reads.
    const dist = mkdtempSync(join(tmpdir(), 'jucai-dist-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>聚才</title>');
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'export const answer = 42;\n'.repeat(50));
    writeFileSync(join(dist, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"assets/app-abc123.js"}}');
    server = await preview({
      configFile: join(ROOT, 'vite.config.ts'),
      root: ROOT,
      logLevel: 'silent',
      build: { outDir: dist },
      preview: { port: 0, host: '127.0.0.1' },
    });
    port = portOf(server.httpServer);
  }, 60_000);
  afterAll(() => server?.close());

  it('answers a malformed escape with 400 and a plain page (the API with its envelope), never a stack trace', async () => {
    await expectMalformedAnswered(port, MALFORMED_APP_PATHS);
    // A bad escape in the query is the page's to read (useUrlQuery drops what it cannot use): the app, not an error.
    for (const path of ['/pc/?q=%zz', '/pc/jobpost?keyword=%E0%A4%A']) expect([path, (await rawRequest(port, path)).status]).toEqual([path, 200]);
  });

  it('does not serve the build manifest nor anything else under a dot-directory, however the path is written', async () => {
    for (const path of ['/pc/.vite/manifest.json', '/pc/%2Evite/manifest.json', '/pc/assets/../.vite/manifest.json', '/pc/.vite/', '/pc/.vite']) {
      for (const encoding of ['identity', 'gzip, br']) {
        const res = await rawRequest(port, path, { headers: { 'accept-encoding': encoding } });
        expect([path, encoding, res.status]).toEqual([path, encoding, 404]);
        expect(res.body).not.toContain('app-abc123');
      }
    }
    // The site itself is served as before.
    expect((await rawRequest(port, '/pc/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip' } })).headers['content-encoding']).toBe('gzip');
    expect((await rawRequest(port, '/pc/')).body).toContain('聚才');
  });
});

describe('npm start (the vite dev server with the project config)', () => {
  let server: ViteDevServer;
  let port: number;
  beforeAll(async () => {
    server = await createServer({
      configFile: join(ROOT, 'vite.config.ts'),
      root: ROOT,
      logLevel: 'silent',
      // Only the middlewares are under test: no file watching, no dependency pre-bundling.
      server: { port: 0, host: '127.0.0.1', watch: null, hmr: false },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    await server.listen();
    port = portOf(server.httpServer!);
  }, 60_000);
  afterAll(() => server?.close());

  it('answers a malformed escape with 400 and a plain page (the API with its envelope), never a stack trace', async () => {
    await expectMalformedAnswered(port, MALFORMED_APP_PATHS);
    // A bad escape in the query is the page's to read (useUrlQuery drops what it cannot use): the app, not an error.
    for (const path of ['/pc/?q=%zz', '/pc/jobpost?keyword=%E0%A4%A']) expect([path, (await rawRequest(port, path)).status]).toEqual([path, 200]);
  });

  it('a well-formed deep link still gets the app', async () => {
    const res = await rawRequest(port, '/pc/jobdetail?id=%E4%B8%AD');
    expect(res.status).toBe(200);
    expect(res.body).toContain('<div id="root"');
  });
});

describe('npm run mock (mock/standalone.ts)', () => {
  /** Starts the real entry point with its environment, on a free port; resolves once it listens. */
  async function startStandalone(env: Record<string, string>) {
    const probe = createNetServer().listen(0, '127.0.0.1');
    await once(probe, 'listening');
    const port = portOf(probe);
    await new Promise((r) => probe.close(r));
    const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['mock/standalone.ts'], {
      cwd: ROOT,
      env: { ...process.env, MOCK_PORT: String(port), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('[mock]') && resolve());
      child.on('exit', (code) => reject(new Error(`the standalone mock exited (${code})`)));
    });
    return { port, stop: () => new Promise((r) => (child.kill(), child.on('exit', r))) };
  }

  let standalone: Awaited<ReturnType<typeof startStandalone>>;
  beforeAll(async () => {
    standalone = await startStandalone({});
  }, 60_000);
  afterAll(() => standalone?.stop());

  it('answers CORS for the app origins only (by default localhost:8000 and 127.0.0.1:8000)', async () => {
    for (const origin of ['http://localhost:8000', 'http://127.0.0.1:8000']) {
      const preflight = await rawRequest(standalone.port, '/user/home', { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'GET' } });
      expect([origin, preflight.status, preflight.headers['access-control-allow-origin']]).toEqual([origin, 204, origin]);
      expect(preflight.headers.vary).toContain('Origin');
      expect((await rawRequest(standalone.port, '/user/plans', { headers: { origin } })).headers['access-control-allow-origin']).toBe(origin);
    }
    for (const origin of ['https://evil.example', 'http://localhost:8001', 'null', 'http://localhost:8000.evil.example']) {
      for (const method of ['OPTIONS', 'GET', 'POST']) {
        const res = await rawRequest(standalone.port, '/user/plans', { method, headers: { origin, 'access-control-request-method': 'POST' } });
        expect([origin, method, res.status, res.headers['access-control-allow-origin']]).toEqual([origin, method, 403, undefined]);
      }
    }
    // No Origin (curl, a server): served as before, without CORS headers.
    const plain = await rawRequest(standalone.port, '/user/plans');
    expect([plain.status, plain.headers['access-control-allow-origin']]).toEqual([400, undefined]);
  });

  it('listens on the loopback interface only', async () => {
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((a) => a && a.family === 'IPv4' && !a.internal);
    const addresses = ['::1', ...(outside ? [outside.address] : [])];
    for (const host of addresses) {
      await expect(rawRequest(standalone.port, '/user/plans', { host })).rejects.toMatchObject({
        code: expect.stringMatching(/ECONNREFUSED|EADDRNOTAVAIL|ENETUNREACH/),
      });
    }
  });

  it('answers a malformed escape with 400 and the envelope, never a stack trace', async () => {
    for (const path of [...MALFORMED_API_PATHS, '/%zz', '/pc/%zz']) {
      const res = await rawRequest(standalone.port, path);
      expect([path, res.status, res.headers['content-type']]).toEqual([path, 400, 'application/json; charset=utf-8']);
      expect(res.body).not.toMatch(STACK);
    }
  });
});

describe('the standalone server options', () => {
  it('MOCK_APP_ORIGINS replaces the default origins; MOCK_HOST the loopback address', async () => {
    expect(standaloneOptions({})).toMatchObject({ host: '127.0.0.1', port: 3001, appOrigins: ['http://localhost:8000', 'http://127.0.0.1:8000'] });
    const options = standaloneOptions({ MOCK_APP_ORIGINS: ' https://app.example/ ,http://localhost:9000', MOCK_HOST: '0.0.0.0', MOCK_PORT: '0' });
    expect(options).toMatchObject({ host: '0.0.0.0', appOrigins: ['https://app.example', 'http://localhost:9000'] });
    const server = createStandaloneServer(options).listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const port = portOf(server);
      const get = (origin: string) => rawRequest(port, '/user/plans', { headers: { origin } });
      expect((await get('https://app.example')).headers['access-control-allow-origin']).toBe('https://app.example');
      expect((await get('http://localhost:8000')).status).toBe(403);
    } finally {
      server.close();
    }
  });
});
