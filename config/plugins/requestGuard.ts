import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Connect, Plugin } from 'vite';
import { hasMalformedEscape } from '../../mock/core/paths.ts';

/**
 * The first middleware of `npm start` and `npm run preview`. Two kinds of request must never reach the rest:
 *
 * - A path whose percent-escapes do not decode (`/pc/%zz`): the client's mistake. Left to the others, the first
 *   one to decode it throws, and connect answers 500 with the stack trace in the page. Here it gets a 400 and a
 *   plain page saying so. Paths under the API prefix are the mock's to answer, in its JSON envelope.
 * - In the preview, the build's own files under a dot-directory: `.vite/manifest.json` lists every chunk of the
 *   app and is read by the size script only. A production server serves no hidden path, and neither does this.
 */
export interface RequestGuardOptions {
  /** The app's base path (`/pc/`). */
  base: string;
  /** The mock API's prefix (`/user`): its malformed paths are answered by the mock. */
  apiPrefix: string;
}

/** True when a segment of the (decoded) path is hidden or climbs: `.vite`, `.env`, `..`. */
export function hasHiddenSegment(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  return decoded.split(/[/\\]/).some((segment) => segment.startsWith('.'));
}

const isApiPath = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

function plainPage(res: ServerResponse, req: IncomingMessage, status: number, title: string, body: string, base: string) {
  const html = `<!doctype html>
<html lang="zh-CN">
<meta charset="utf-8">
<title>${status} ${title}</title>
<h1>${status} ${title}</h1>
<p>${body}</p>
<p><a href="${base}">返回首页</a></p>
</html>
`;
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', Buffer.byteLength(html));
  res.end(req.method === 'HEAD' ? undefined : html);
}

/** The guard as a connect middleware; `hidePaths` for the preview (the dev server has `node_modules/.vite/`). */
export function requestGuardMiddleware({ base, apiPrefix }: RequestGuardOptions, hidePaths: boolean): Connect.NextHandleFunction {
  return (req, res, next) => {
    const path = (req.url ?? '/').split('?')[0];
    if (isApiPath(path, apiPrefix)) return next();
    if (hasMalformedEscape(path)) {
      return plainPage(res, req, 400, '请求地址有误', '地址中有无法识别的“%”编码，请检查链接是否完整。The address has a malformed % escape.', base);
    }
    if (hidePaths && hasHiddenSegment(path)) return plainPage(res, req, 404, '页面不存在', '没有这个文件。Not found.', base);
    next();
  };
}

export function requestGuard(options: RequestGuardOptions): Plugin {
  return {
    name: 'jucai-request-guard',
    // Before every other plugin's middleware, and before Vite's own (configure hooks run before those are added).
    enforce: 'pre',
    configureServer: (server) => void server.middlewares.use(requestGuardMiddleware(options, false)),
    configurePreviewServer: (server) => void server.middlewares.use(requestGuardMiddleware(options, true)),
  };
}
