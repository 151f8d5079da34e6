import { RESUME_FILE_MAX_BYTES, RESUME_FILE_TYPES, resumeFileTypeOf } from '@/contract/resumeFileValues.ts';
import type { MessageId } from '@/locales/types.ts';

/**
 * Checks of a picked file before anything is sent: its type by extension, emptiness, size, and whether a slot
 * is free. The API checks all of it again, and the bytes besides.
 */
export function resumeFileProblem(file: { name: string; size: number }, slotsLeft: number): MessageId | null {
  if (!resumeFileTypeOf(file.name)) return 'resume.files.error.type';
  if (file.size === 0) return 'resume.files.error.empty';
  if (file.size > RESUME_FILE_MAX_BYTES) return 'resume.files.error.size';
  if (slotsLeft <= 0) return 'resume.files.error.count';
  return null;
}

/** What the file picker offers: the extensions the API accepts. */
export const ACCEPT = [...RESUME_FILE_TYPES, 'jpeg'].map((ext) => `.${ext}`).join(',');
