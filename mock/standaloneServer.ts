import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { hasMalformedEscape } from './core/paths.ts';
import { createMockApi, DEFAULT_SIGN_KEY, type MockApiOptions } from './server.ts';
import { testApiEnabled } from './core/testStates.ts';

/**
 * `npm run mock`: the mock /user API alone, for running the app against a separate API host
 * (VITE_API_HOST=http://127.0.0.1:3001). The app is then on another origin, so the API answers CORS, but only
 * for the app's own origins (MOCK_APP_ORIGINS): any other site's page gets no CORS headers and a 403. It
 * listens on the loopback interface unless MOCK_HOST says otherwise, so nobody else on the network reaches it.
 */
export const DEFAULT_APP_ORIGINS = ['http://localhost:8000', 'http://127.0.0.1:8000'];
export const DEFAULT_MOCK_HOST = '127.0.0.1';
export const DEFAULT_MOCK_PORT = 3001;

export interface StandaloneOptions {
  port: number;
  host: string;
  /** Origins whose pages may call the API (exact `scheme://host:port`, no trailing slash). */
  appOrigins: string[];
  signKey: string;
  delayMs: number;
  /** MOCK_TEST_API=1: the test-only API (per-client states, reset), for the e2e run behind nginx (tests/nginx/). */
  testApi?: boolean;
  /** Test-only (contract/globalSetup.ts): see MockApiOptions.uncheckedPermissions. Never read from the environment. */
  uncheckedPermissions?: MockApiOptions['uncheckedPermissions'];
}

/** The options from the environment (README, "Configuration"). */
export function standaloneOptions(env: NodeJS.ProcessEnv = process.env): StandaloneOptions {
  const origins = (env.MOCK_APP_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return {
    port: Number(env.MOCK_PORT || DEFAULT_MOCK_PORT),
    host: env.MOCK_HOST || DEFAULT_MOCK_HOST,
    appOrigins: origins.length ? origins : DEFAULT_APP_ORIGINS,
    signKey: env.VITE_API_SIGN_KEY || DEFAULT_SIGN_KEY,
    delayMs: Number(env.MOCK_DELAY_MS ?? 0),
    testApi: testApiEnabled(env),
  };
}

const ALLOWED_HEADERS = 'Content-Type, api-version, token, apiSecret, timestamp, rand';
const ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';

function sendJson(req: IncomingMessage, res: ServerResponse, status: number, body: object) {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(req.method === 'HEAD' ? undefined : text);
}

export function createStandaloneServer(options: StandaloneOptions): Server {
  const api = createMockApi({
    signKey: options.signKey,
    delayMs: options.delayMs,
    testApi: options.testApi,
    uncheckedPermissions: options.uncheckedPermissions,
  });
  const allowed = new Set(options.appOrigins);
  return createServer((req, res) => {
    // Answers differ by Origin: a shared cache must not hand one origin's answer to another.
    res.setHeader('Vary', 'Origin');
    const origin = req.headers.origin;
    if (origin !== undefined) {
      if (!allowed.has(origin)) {
        // A page of another site: no CORS headers (the browser keeps the answer from it), and nothing is done.
        sendJson(req, res, 403, { success: false, errorCode: 'ORIGIN_NOT_ALLOWED', errorMessage: `不接受来自 ${origin} 的跨域请求` });
        return;
      }
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
    }
    if (req.method === 'OPTIONS') {
      res.statusCode = 204;
      res.end();
      return;
    }
    api.middleware(req, res, () => {
      const path = (req.url ?? '/').split('?')[0];
      if (hasMalformedEscape(path)) sendJson(req, res, 400, { success: false, errorCode: 'BAD_PATH', errorMessage: '请求路径不是合法的 URL 编码' });
      else sendJson(req, res, 404, { success: false, errorCode: 'NOT_FOUND', errorMessage: '这里只提供 /user/* 接口' });
    });
  });
}
