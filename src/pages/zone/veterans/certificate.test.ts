import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@/contract/jobValues.ts';
import { uploadFileError } from '@/features/files/ImageUpload/index.tsx';
import { certificateNoError, normaliseCertificateNo } from './certificate.ts';

describe('certificate number', () => {
  it('accepts each certificate type in its own format, spaces and case tolerated', () => {
    expect(certificateNoError('discharge', 'TY2019012345')).toBeNull();
    expect(certificateNoError('discharge', ' ty 2019 012345 ')).toBeNull();
    expect(certificateNoError('preferential', 'YD201901234567')).toBeNull();
    expect(normaliseCertificateNo(' ty 2019 012345 ')).toBe('TY2019012345');
  });

  it('says which format the chosen certificate needs', () => {
    expect(certificateNoError('discharge', 'TY12345')).toBe('zone.vet.form.noFormat.discharge');
    expect(certificateNoError('discharge', 'YD201901234567')).toBe('zone.vet.form.noFormat.discharge');
    expect(certificateNoError('preferential', 'TY2019012345')).toBe('zone.vet.form.noFormat.preferential');
    expect(certificateNoError('discharge', '')).toBe('zone.vet.form.noRequired');
    expect(certificateNoError(undefined, 'anything')).toBeNull();
  });
});

describe('certificate photo', () => {
  it('allows PNG, JPEG and WebP up to the size limit', () => {
    expect(uploadFileError({ type: 'image/png', size: 1024 })).toBeNull();
    expect(uploadFileError({ type: 'image/jpeg', size: UPLOAD_MAX_BYTES })).toBeNull();
    expect(uploadFileError({ type: 'image/webp', size: 10 })).toBeNull();
  });

  it('rejects other types, empty files and files over the limit with their own message', () => {
    expect(uploadFileError({ type: 'application/pdf', size: 10 })).toBe('shared.upload.type');
    expect(uploadFileError({ type: 'image/gif', size: UPLOAD_MAX_BYTES + 1 })).toBe('shared.upload.type');
    expect(uploadFileError({ type: 'image/png', size: 0 })).toBe('shared.upload.empty');
    expect(uploadFileError({ type: 'image/png', size: UPLOAD_MAX_BYTES + 1 })).toBe('shared.upload.size');
  });
});
