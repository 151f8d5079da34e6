import { createServer } from 'node:http';
import { createMockApi, DEFAULT_SIGN_KEY } from './server.ts';

/**
 * `npm run mock`: the mock /user API alone, for running the app against a separate API host
 * (set VITE_API_HOST=http://localhost:3001). CORS is open because the app is then on another origin.
 */
const port = Number(process.env.MOCK_PORT ?? 3001);
const api = createMockApi({ signKey: process.env.VITE_API_SIGN_KEY || DEFAULT_SIGN_KEY, delayMs: Number(process.env.MOCK_DELAY_MS ?? 0) });

const server = createServer((req, res) => {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Access-Control-Allow-Headers', 'Content-Type, api-version, token, apiSecret, timestamp, rand');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
  if (req.method === 'OPTIONS') {
    res.statusCode = 204;
    res.end();
    return;
  }
  api.middleware(req, res, () => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(JSON.stringify({ success: false, errorCode: 'NOT_FOUND', errorMessage: 'Only /user/* is served here' }));
  });
});

server.listen(port, () => console.log(`[mock] /user API on http://localhost:${port}/user`));
