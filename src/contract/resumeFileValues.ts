/**
 * Limits of uploaded (attachment) resumes, without zod: the /uploadcv page checks a file against the same
 * numbers before sending it, and the API enforces them again.
 */

/** The largest file accepted, in bytes (10 MB). */
export const RESUME_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const RESUME_FILE_MAX_MB = RESUME_FILE_MAX_BYTES / (1024 * 1024);
/** How many attachments a seeker keeps at most. */
export const RESUME_FILE_MAX_COUNT = 5;
/** A resume's display name (the file name at first; renamed freely after). */
export const RESUME_NAME_MAX = 60;

/** The file types accepted, by extension; the API checks each file's bytes against its extension. */
export const RESUME_FILE_TYPES = ['pdf', 'doc', 'docx', 'jpg', 'png'] as const;
export type ResumeFileType = (typeof RESUME_FILE_TYPES)[number];

/** The content type each is stored and served with. */
export const RESUME_FILE_MIME: Record<ResumeFileType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpg: 'image/jpeg',
  png: 'image/png',
};

/**
 * Extensions written another way that mean one of the types above. A Map, not an object: an extension is the
 * user's text, and `.constructor` must not find Object's constructor (a 500 once, instead of the 422).
 */
const ALIASES = new Map<string, ResumeFileType>([['jpeg', 'jpg']]);

/** The type a file name claims by its extension, or null for any other file. */
export function resumeFileTypeOf(fileName: string): ResumeFileType | null {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase() ?? '';
  const alias = ALIASES.get(ext);
  if (alias) return alias;
  return (RESUME_FILE_TYPES as readonly string[]).includes(ext) ? (ext as ResumeFileType) : null;
}

/** Types a browser can show in the page (an iframe for PDF, an img for pictures); Word files are downloaded. */
export const previewable = (type: ResumeFileType) => type === 'pdf' || type === 'jpg' || type === 'png';

/** How long a deleted attachment can be brought back (`POST /me/resumes/:id/restore`). */
export const RESUME_UNDO_MS = 10_000;
