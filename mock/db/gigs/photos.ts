/** How a gig's photo path reads in its views: the poster's upload is served publicly under `gig/` (mock/routes/gigPhotos.ts). */
export const publicPhotoPath = (path: string) => (path.startsWith('upload/') ? `gig/${path.slice('upload/'.length)}` : path);
