import { describe, expect, it } from 'vitest';
import { fileSizeText, readFileBase64 } from './files.ts';

describe('files', () => {
  it('reads a file as a data URL and its base64 payload', async () => {
    const { dataUrl, base64 } = await readFileBase64(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }));
    expect(dataUrl).toBe('data:image/png;base64,iVBORw==');
    expect(base64).toBe('iVBORw==');
  });

  it('writes sizes the way people read them', () => {
    expect(fileSizeText(512)).toBe('512 B');
    expect(fileSizeText(284_613)).toBe('278 KB');
    expect(fileSizeText(10 * 1024 * 1024)).toBe('10.0 MB');
  });
});
