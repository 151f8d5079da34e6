import { describe, expect, it } from 'vitest';
import { RESUME_FILE_MAX_BYTES } from '@/contract/resumeFileValues.ts';
import { resumeFileProblem } from '@/utils/resumeFileChecks.ts';

describe('resumeFileProblem', () => {
  it('accepts the five types, whatever the case of the extension', () => {
    for (const name of ['a.pdf', 'b.DOC', 'c.docx', 'd.jpg', 'e.JPEG', 'f.png']) expect(resumeFileProblem({ name, size: 10 }, 1)).toBeNull();
  });

  it('names the first problem: type, then emptiness, size and a free slot', () => {
    expect(resumeFileProblem({ name: 'setup.exe', size: 0 }, 0)).toBe('resume.files.error.type');
    expect(resumeFileProblem({ name: 'resume', size: 10 }, 1)).toBe('resume.files.error.type');
    expect(resumeFileProblem({ name: 'a.pdf', size: 0 }, 1)).toBe('resume.files.error.empty');
    expect(resumeFileProblem({ name: 'a.pdf', size: RESUME_FILE_MAX_BYTES + 1 }, 1)).toBe('resume.files.error.size');
    expect(resumeFileProblem({ name: 'a.pdf', size: RESUME_FILE_MAX_BYTES }, 0)).toBe('resume.files.error.count');
  });
});
