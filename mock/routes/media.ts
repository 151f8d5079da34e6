import { z } from 'zod';
import { notFound } from '../core/errors.ts';
import { route } from '../core/router.ts';

/**
 * Stand-in for the object-storage host: logos, avatars, photos and video posters drawn as SVG, so every image
 * URL resolves without shipping binary files. The file name only picks the colour: an image never prints it
 * (no "C1" tiles); a logo or avatar shows the `label` it is asked for, a photo shows a picture sign. Seeded
 * companies and recruiters have no uploaded logo or photo: the app draws their tiles itself (LogoTile).
 * Unsigned: the browser loads these through <img src>, which cannot carry signature headers.
 */
const PALETTE = ['#2A64C9', '#1F7A5C', '#9A4A12', '#6B3FA0', '#A02C4B', '#245E73', '#5B6B1F', '#7A3E2B'];

function hash(text: string) {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A picture sign (a sun over hills), for photos that have no words of their own. */
const pictureSign = (width: number, height: number) => {
  const s = Math.min(width, height) / 4;
  const cx = width / 2;
  const cy = height / 2;
  return `<circle cx="${cx + s * 0.6}" cy="${cy - s * 0.5}" r="${s * 0.3}" fill="#fff" fill-opacity=".85"/><path d="M${cx - s * 1.5} ${cy + s} L${cx - s * 0.4} ${cy - s * 0.2} L${cx + s * 0.3} ${cy + s * 0.5} L${cx + s * 0.8} ${cy + s * 0.1} L${cx + s * 1.5} ${cy + s} Z" fill="#fff" fill-opacity=".85"/>`;
};

function drawTile(label: string | null, seed: string, width: number, height: number) {
  const bg = PALETTE[hash(seed) % PALETTE.length];
  const size = Math.round(Math.min(width, height) * 0.42);
  const content =
    label === null
      ? pictureSign(width, height)
      : `<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="${size}" fill="#fff">${escapeXml(label)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" rx="8" fill="${bg}"/>${content}</svg>`;
}

const svg = (body: string) => ({ raw: { status: 200, contentType: 'image/svg+xml; charset=utf-8', body, cacheSeconds: 86400 } });

export const mediaRoutes = [
  route({
    method: 'GET',
    path: '/media/:kind/:name',
    unsigned: true,
    query: z.object({ 'x-oss-process': z.string().optional(), label: z.string().max(4).optional() }).loose(),
    handler: ({ params, query }) => {
      const name = params.name.replace(/\.(svg|png|jpg|mp4)$/, '');
      if (!/^[\w-]{1,64}$/.test(name)) throw notFound('媒体文件不存在');
      switch (params.kind) {
        case 'logo':
        case 'avatar':
          return svg(drawTile(query.label ?? '', name, 96, 96));
        case 'photo':
          return svg(drawTile(query.label ?? null, name, 320, 200));
        case 'video':
          // A real OSS host answers `x-oss-process=video/snapshot,…` with a frame of the video.
          if (query['x-oss-process']?.startsWith('video/snapshot')) return svg(drawTile('▶', name, 320, 180));
          return { raw: { status: 415, contentType: 'text/plain; charset=utf-8', body: 'video playback is not mocked; request a snapshot' } };
        default:
          throw notFound('媒体文件不存在');
      }
    },
  }),
];
