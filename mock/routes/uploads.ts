import { randomBytes } from 'node:crypto';
import { JOB_ERROR_CODES } from '../../src/contract/codes.ts';
import { UPLOAD_MAX_KB, type UploadType } from '../../src/contract/jobValues.ts';
import { UPLOAD_MAX_BYTES, uploadBody, type UploadResult } from '../../src/contract/veteran.ts';
import { notFound, rejected } from '../core/errors.ts';
import { route } from '../core/router.ts';

/**
 * Small image uploads (certificate photos) as base64 JSON, kept in memory, and served back under the media
 * path like the storage host would. A certificate photo is an ID document: it is served only to the user who
 * uploaded it (the mock has no reviewer role: it reviews applications itself), on a signed request, and never
 * cached. Names are random besides, so a name alone does not reveal that a file exists.
 */
const EXTENSIONS: Record<UploadType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/**
 * The request limit of POST /uploads, above the API's 1 MiB: room for a 10 MB file sent as base64 (13.4 MB) with
 * the JSON around it, so a future resume upload fits; each file type keeps its own, smaller size check below.
 */
export const UPLOAD_REQUEST_MAX_BYTES = 16 * 1024 * 1024;

/** The file's first bytes must say what the declared type says (a renamed script is not an image). */
function looksLike(type: keyof typeof EXTENSIONS, bytes: Buffer): boolean {
  if (type === 'image/png') return bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  if (type === 'image/jpeg') return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  return bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
}

export const uploadRoutes = [
  route({
    method: 'POST',
    path: '/uploads',
    auth: 'user',
    body: uploadBody,
    maxBodyBytes: UPLOAD_REQUEST_MAX_BYTES,
    handler: ({ body, db, user }): UploadResult => {
      const bytes = Buffer.from(body.data, 'base64');
      if (bytes.length === 0) throw rejected(JOB_ERROR_CODES.badUpload, '文件内容为空');
      if (bytes.length > UPLOAD_MAX_BYTES) throw rejected(JOB_ERROR_CODES.badUpload, `图片不能超过 ${UPLOAD_MAX_KB} KB`);
      if (!looksLike(body.contentType, bytes)) throw rejected(JOB_ERROR_CODES.badUpload, '文件内容与图片类型不符');
      db.counters.upload++;
      const path = `upload/${randomBytes(12).toString('hex')}.${EXTENSIONS[body.contentType]}`;
      db.uploads.set(path, { path, ownerId: user!.id, contentType: body.contentType, bytes });
      return { path, size: bytes.length, contentType: body.contentType };
    },
  }),
  route({
    method: 'GET',
    path: '/media/upload/:name',
    auth: 'user',
    handler: ({ params, db, user }) => {
      const upload = db.uploads.get(`upload/${params.name}`);
      // Someone else's file answers like a missing one: no hint that it exists.
      if (!upload || upload.ownerId !== user!.id) throw notFound('文件不存在');
      return { raw: { status: 200, contentType: upload.contentType, body: upload.bytes, private: true } };
    },
  }),
];
