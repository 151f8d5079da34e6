import { notFound } from '../core/errors.ts';
import { route } from '../core/router.ts';

/**
 * A gig's photos, for everyone who reads the gig (visitors too): the poster's uploads (`upload/<name>`, private
 * to their owner at /media/upload/…) are served here as `gig/<name>` once a gig lists them, unsigned like the
 * other media (an <img> cannot sign). An upload no gig lists answers 404 here: publishing is what makes it public.
 * Names are 24 random hex digits, so a gig still in review shows its photos to its employer without exposing them.
 */
export const gigPhotoRoutes = [
  route({
    method: 'GET',
    path: '/media/gig/:name',
    unsigned: true,
    handler: ({ params, db }) => {
      const path = `upload/${params.name}`;
      const upload = db.uploads.get(path);
      const listed = upload && [...db.gigs.gigs.values()].some((g) => g.photos.includes(path));
      if (!upload || !listed) throw notFound('媒体文件不存在');
      return { raw: { status: 200, contentType: upload.contentType, body: upload.bytes, cacheSeconds: 86400 } };
    },
  }),
];
