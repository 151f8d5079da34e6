import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, loadEnv, type Connect, type HttpServer, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import defaultSettings from './config/defaultSettings.ts';
import { precompileMessages } from './config/plugins/precompileMessages.ts';
import { traditionalChinese } from './config/plugins/traditionalChinese.ts';
import { testApiEnabled } from './mock/core/testStates.ts';
import { antdStaticStyles } from './config/plugins/antdStaticStyles.ts';
import { browserShims } from './config/plugins/browserShims.ts';
import { compressApiAnswers } from './config/plugins/compressedApi.ts';
import { compressedPreview } from './config/plugins/compressedPreview.ts';
import { firstLoadChunkGroups } from './config/plugins/firstLoadChunks.ts';
import { messageChunkGroups } from './config/plugins/messageChunks.ts';
import { firstScreenPreview } from './config/plugins/firstScreenPreview.ts';
import { inlineEntryCss } from './config/plugins/inlineEntryCss.ts';
import { layoutFrame } from './config/plugins/layoutFrame.ts';
import { batchedPreloadHelper } from './config/plugins/batchedPreloadHelper.ts';
import { preloadDeepImportsOnly } from './config/plugins/preloadDeepImportsOnly.ts';
import { preloadDynamicEntry } from './config/plugins/preloadDynamicEntry.ts';
import { requestGuard } from './config/plugins/requestGuard.ts';
import { securityHeadersPreview } from './config/plugins/securityHeadersPreview.ts';
import { API_PREFIX, createMockApi, DEFAULT_SIGN_KEY } from './mock/server.ts';

/**
 * Mounts the mock /user API in the dev server and in `vite preview` (the same handler as `npm run mock`).
 * MOCK_TEST_API=1 turns on its test-only API (mock/core/testStates.ts); only the e2e webServer sets it.
 */
function mockApi(signKey: string): Plugin {
  const options = { signKey, delayMs: Number(process.env.MOCK_DELAY_MS ?? 0), testApi: testApiEnabled(process.env) };
  return {
    name: 'jucai-mock-api',
    configureServer(server) {
      holdIdleConnections(server.httpServer);
      server.middlewares.use(createMockApi(options).middleware);
    },
    configurePreviewServer(server) {
      holdIdleConnections(server.httpServer);
      server.middlewares.use(compressApiAnswers(API_PREFIX));
      server.middlewares.use(createMockApi(options).middleware);
    },
  };
}

/**
 * Node closes an idle keep-alive connection after 5 s, and a client that reuses it at that very moment gets
 * ECONNRESET ("socket hang up": an e2e test's API call after more than five seconds of page steps failed so
 * once). The server keeps idle connections for a minute instead, longer than any test's pause.
 */
const IDLE_CONNECTION_MS = 60_000;

function holdIdleConnections(httpServer: HttpServer | null) {
  // An HTTP/2 server (`server.https`) has no keep-alive timeout to set.
  if (!httpServer || !('keepAliveTimeout' in httpServer)) return;
  httpServer.keepAliveTimeout = IDLE_CONNECTION_MS;
  httpServer.headersTimeout = IDLE_CONNECTION_MS + 1_000;
}

/**
 * `/pc` (how the router writes the home page's address under its basename) and `/` redirect to `/pc/`, so a
 * reload or a typed address never lands on a 404. A production web server needs the same two rules.
 */
function baseRedirect(): Plugin {
  const redirect: Connect.NextHandleFunction = (req, res, next) => {
    const match = /^\/(?:pc)?(\?.*)?$/.exec(req.url ?? '');
    if (!match) return next();
    res.statusCode = 302;
    res.setHeader('Location', `/pc/${match[1] ?? ''}`);
    res.end();
  };
  return {
    name: 'jucai-base-redirect',
    configureServer: (server) => void server.middlewares.use(redirect),
    configurePreviewServer: (server) => void server.middlewares.use(redirect),
  };
}

/**
 * `API_PROXY=https://api.example.com npm start`: the dev server (and `npm run preview`) forwards /user to that
 * backend instead of mounting the mock, so the app runs against a real API from the same origin (no CORS, the
 * live stream included). Unset: the mock answers /user, as always.
 */
function apiProxy(target: string | undefined) {
  if (!target) return undefined;
  if (!/^https?:\/\/[^/]+\/?$/.test(target)) throw new Error(`API_PROXY must be an origin such as https://api.example.com, not ${JSON.stringify(target)}`);
  return { [API_PREFIX]: { target, changeOrigin: true, secure: true } };
}

/** The version a build carries when APP_VERSION does not name one. */
const packageVersion = () => (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }).version;

const PURE_PACKAGES = /\/node_modules\/(?:rc-field-form|@rc-component\/async-validator)\//;

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const signKey = env.VITE_API_SIGN_KEY || DEFAULT_SIGN_KEY;
  const proxy = apiProxy(process.env.API_PROXY);
  return {
    base: '/pc/',
    define: {
      // Which build a tab runs (src/shell/pwa.tsx): the update e2e builds twice with different APP_VERSIONs.
      __APP_VERSION__: JSON.stringify(process.env.APP_VERSION || packageVersion()),
      // The sign key has a default so a fresh checkout works without a .env file.
      'import.meta.env.VITE_API_SIGN_KEY': JSON.stringify(signKey),
    },
    resolve: {
      alias: [
        { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
        { find: /^@config\//, replacement: fileURLToPath(new URL('./config/', import.meta.url)) },
        // umi-request's heavy helpers, replaced by small modules that do what it uses (see each file's header).
        { find: /^qs$/, replacement: fileURLToPath(new URL('./src/services/request/qsLite.ts', import.meta.url)) },
        { find: /^isomorphic-fetch$/, replacement: fileURLToPath(new URL('./src/services/request/nativeFetch.ts', import.meta.url)) },
      ],
    },
    plugins: [
      securityHeadersPreview({ apiHost: env.VITE_API_HOST, mediaHost: env.VITE_OSS_HOST }),
      requestGuard({ base: '/pc/', apiPrefix: API_PREFIX }),
      react(),
      precompileMessages(),
      traditionalChinese(),
      preloadDynamicEntry('/src/shell/mount.tsx'),
      preloadDeepImportsOnly(),
      batchedPreloadHelper(),
      layoutFrame(),
      inlineEntryCss(),
      firstScreenPreview(),
      browserShims(),
      antdStaticStyles(),
      compressedPreview('/pc/'),
      !proxy && mockApi(signKey),
      baseRedirect(),
      defaultSettings.pwa &&
        VitePWA({
          // 'prompt': a new deployment waits until the user accepts the reload we offer (src/shell/pwa.tsx).
          registerType: 'prompt',
          injectRegister: false,
          manifest: {
            name: defaultSettings.title,
            short_name: '聚才',
            lang: 'zh-CN',
            start_url: '/pc/',
            scope: '/pc/',
            display: 'standalone',
            theme_color: defaultSettings.primaryColor,
            background_color: '#ffffff',
            // Drawn by config/scripts/icons.ts: what install prompts, home screens and task bars ask for.
            icons: [
              { src: '/pc/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
              { src: '/pc/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
              { src: '/pc/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
              { src: '/pc/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
              { src: '/pc/logo.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
            ],
          },
          workbox: {
            globPatterns: ['**/*.{js,css,html,svg,ico,webmanifest}'],
            navigateFallback: '/pc/index.html',
            navigateFallbackDenylist: [/^\/user\//],
            maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
            // Offline, the pages read recently open with their data: the API's GET answers, fresh from the network
            // whenever there is one, the last one kept otherwise (src/shell/offlineBanner.tsx says the tab is
            // offline). Not the live stream (it never ends) nor media (files, some private). Each session's answers
            // are kept under a hash of its token, so a tab never reads another session's (or a visitor another's);
            // src/shell/pwa.tsx drops them once signed out. The functions are copied into sw.js as text: self-contained
            // (globalThis.URL, as this file's imported URL would be renamed in the copy).
            runtimeCaching: [
              {
                urlPattern: ({ url, request }) =>
                  request.method === 'GET' && url.pathname.startsWith('/user/') && !/^\/user\/(?:stream|media\/|__test__\/)/.test(url.pathname),
                handler: 'NetworkFirst',
                options: {
                  cacheName: 'jucai-api',
                  expiration: { maxEntries: 300, maxAgeSeconds: 7 * 24 * 60 * 60 },
                  plugins: [
                    {
                      cacheKeyWillBeUsed: async ({ request }) => {
                        const token = request.headers.get('token');
                        if (!token) return request.url;
                        const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
                        const hash = Array.from(new Uint8Array(digest).slice(0, 12), (b) => b.toString(16).padStart(2, '0')).join('');
                        const url = new globalThis.URL(request.url);
                        url.searchParams.set('jucai-session', hash);
                        return url.href;
                      },
                      // Only successes are worth showing again (a 401 kept would sign the tab out offline).
                      cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
                    },
                  ],
                },
              },
            ],
          },
        }),
    ],
    optimizeDeps: {
      include: [
        'antd',
        '@ant-design/pro-layout',
        '@ant-design/icons',
        'react-intl',
        'ahooks',
        'crypto-js/sha256.js',
        'crypto-js/enc-hex.js',
        'dayjs',
        'dompurify',
      ],
    },
    server: { host: '127.0.0.1', proxy },
    preview: { host: '127.0.0.1', proxy },
    build: {
      target: 'es2022',
      chunkSizeWarningLimit: 1200,
      // The manifest lets config/scripts/size.ts attribute chunks to routes.
      manifest: true,
      rolldownOptions: {
        treeshake: {
          // Packages with no side effects at import that do not say so in their package.json: only what is used
          // of them is kept (antd imports rc-field-form's FormProvider for every overlay, which otherwise
          // brought the whole form engine and its validator into the first load).
          moduleSideEffects: (id: string) => (PURE_PACKAGES.test(id) ? false : undefined),
        },
        // The first load in two chunks, start-up's and the app's (config/plugins/firstLoadChunks.ts); each lazy
        // message bundle in a few chunks (config/plugins/messageChunks.ts).
        output: {
          codeSplitting: {
            groups: [
              ...firstLoadChunkGroups({
                startup: fileURLToPath(new URL('./src/main.tsx', import.meta.url)),
                app: fileURLToPath(new URL('./src/shell/mount.tsx', import.meta.url)),
                leaveOut: PURE_PACKAGES,
              }),
              ...messageChunkGroups(),
            ],
          },
        },
      },
    },
  };
});
