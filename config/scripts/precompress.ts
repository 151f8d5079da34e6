/**
 * `npx tsx config/scripts/precompress.ts [--dist dist]`: writes a `.gz` (gzip, level 9) and a `.br` (Brotli,
 * quality 11) beside every text file of the build worth compressing, once, at deploy time. nginx then sends the
 * `.gz` as it is (`gzip_static on` in deploy/nginx.conf: no compression per request, and a better ratio than the
 * on-the-fly level 6), and a server with Brotli's static module the `.br`. Run after `vite build` by the Dockerfile
 * and the nginx e2e server; `vite preview` and the size budget ignore the extra files.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What nginx's gzip_types lists: text, scripts, styles, JSON, the manifest and SVG. */
const TEXT = /\.(?:js|mjs|css|html|json|webmanifest|svg|txt|xml)$/;
/** Below this, the headers outweigh the saving (nginx's gzip_min_length). */
export const MIN_BYTES = 512;

export function precompress(dist: string): { files: number; bytes: number; gzipBytes: number } {
  const totals = { files: 0, bytes: 0, gzipBytes: 0 };
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      // Vite's own .vite/ (the build manifest) is never served.
      if (statSync(path).isDirectory()) {
        if (name !== '.vite') walk(path);
      } else if (TEXT.test(name) && statSync(path).size >= MIN_BYTES) {
        const body = readFileSync(path);
        const gz = gzipSync(body, { level: 9 });
        writeFileSync(`${path}.gz`, gz);
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        );
        totals.files += 1;
        totals.bytes += body.length;
        totals.gzipBytes += gz.length;
      }
    }
  };
  walk(dist);
  return totals;
}

if (process.argv[1]?.endsWith('precompress.ts')) {
  const at = process.argv.indexOf('--dist');
  const dist = at > 0 ? process.argv[at + 1] : 'dist';
  const { files, bytes, gzipBytes } = precompress(dist);
  console.log(`precompressed ${files} files in ${dist}: ${bytes} B → ${gzipBytes} B gzip (and .br beside each)`);
}
