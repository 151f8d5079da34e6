import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { acceptedEncodings } from './compressedPreview.ts';

/** Below this many bytes gzip saves less than its own overhead (nginx's `gzip_min_length` in deploy/nginx.conf). */
const MIN_BYTES = 512;

/**
 * The mock's JSON answers gzipped, as production serves them: deploy/nginx.conf gzips proxied `application/json`
 * (`gzip_proxied any`), while `vite preview` would send them as they are, so Lighthouse measured /user/home at
 * 58 KB where a visitor downloads about 8. Mounted in front of the mock in the preview only (what `npm run perf`
 * and the e2e suite serve); the dev server and the standalone mock answer uncompressed, as a backend behind a
 * proxy does. Only a whole answer sent with one `end()` is compressed: the event stream (written piece by piece)
 * and the 413 answer (written before its body is drained) pass as they are, and so does a HEAD.
 */
export function compressApiAnswers(prefix: string) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const url = req.url ?? '';
    const ours = url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);
    if (!ours || req.method === 'HEAD' || !acceptedEncodings(req.headers['accept-encoding']).includes('gzip')) return next();
    let streamed = false;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.write = ((...args: unknown[]) => {
      streamed = true;
      return write(...args);
    }) as typeof res.write;
    res.end = ((...args: unknown[]) => {
      const [chunk] = args;
      const body = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.isBuffer(chunk) ? chunk : null;
      const json = /^application\/json\b/.test(String(res.getHeader('Content-Type') ?? ''));
      if (streamed || res.headersSent || !json || !body || body.length < MIN_BYTES || res.getHeader('Content-Encoding')) return end(...args);
      const gz = gzipSync(body, { level: 6 });
      res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Content-Length', String(gz.length));
      return end(gz, ...args.slice(1).filter((a) => typeof a === 'function'));
    }) as typeof res.end;
    next();
  };
}
