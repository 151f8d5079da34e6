import { CloseOutlined, LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Form, Upload } from 'antd';
import { useState } from 'react';
import { UPLOAD_FILE_NAME_MAX, UPLOAD_MAX_KB, UPLOAD_TYPES, type UploadType } from '@/contract/jobValues.ts';
import { refusalText, useSubmit } from '@/hooks/useSubmit.ts';
import type { MessageId } from '@/locales/types.ts';
import { T, useT } from '@/locales/useT.tsx';
import { uploadImage } from '@/services/zone.ts';
import { readFileBase64 } from '@/utils/files.ts';
import { uploadFileError } from '../ImageUpload/index.tsx';
import '../ImageUpload/imageUpload.css';

interface ImageListUploadProps {
  id?: string;
  /** The form field it fills (where problems are shown). */
  field: string;
  max: number;
  /** What the pictures should show, after the type and size. */
  hintId: MessageId;
  /** Uploaded paths (POST /uploads), in order. */
  value?: string[];
  onChange?: (paths: string[]) => void;
}

/**
 * Several pictures (a gig's photos, a dispute's evidence), a form control on the same pipeline as ImageUpload:
 * type and size checked before anything is sent, each file uploaded as base64 to POST /uploads (which checks
 * them again), a thumbnail per picture with a button to take it out, and problems on the form field.
 */
export default function ImageListUpload({ id, field, max, hintId, value = [], onChange }: ImageListUploadProps) {
  const form = Form.useFormInstance();
  const t = useT();
  // Thumbnails of what was uploaded here (a path's preview is the data the user picked, never fetched back).
  const [previews, setPreviews] = useState<Record<string, { url: string; name: string }>>({});
  const fail = (message: string) => form.setFields([{ name: field, errors: [message] }]);

  const { submit: send, submitting: uploading } = useSubmit(
    async (file: File, options) => {
      const { dataUrl, base64 } = await readFileBase64(file);
      const fileName = file.name.slice(-UPLOAD_FILE_NAME_MAX) || 'photo';
      const result = await uploadImage({ fileName, contentType: file.type as UploadType, data: base64 }, options);
      return { path: result.path, preview: { url: dataUrl, name: file.name } };
    },
    {
      inlineErrors: true,
      onSuccess: (result) => {
        setPreviews((all) => ({ ...all, [result.path]: result.preview }));
        // Read at the time of the answer: several files picked together arrive one after the other.
        const current = (form.getFieldValue(field) as string[] | undefined) ?? [];
        onChange?.([...current, result.path].slice(0, max));
      },
      onError: (error) => fail(refusalText(error, t('shared.upload.failed'))),
    },
  );

  const upload = (file: File) => {
    const problem = uploadFileError(file);
    if (problem) fail(t(problem, { max: UPLOAD_MAX_KB }));
    else void send(file);
  };
  const full = value.length >= max;

  return (
    <div className="image-upload">
      <Upload
        id={id}
        accept={UPLOAD_TYPES.join(',')}
        multiple
        showUploadList={false}
        disabled={uploading || full}
        beforeUpload={(file) => {
          upload(file);
          // We upload ourselves (JSON with base64), never antd's multipart request.
          return Upload.LIST_IGNORE;
        }}
      >
        <span className="image-upload-trigger">
          {uploading ? <LoadingOutlined aria-hidden /> : <UploadOutlined aria-hidden />}{' '}
          <T id={uploading ? 'shared.upload.uploading' : 'gig.photos.add'} values={{ n: value.length, max }} />
        </span>
      </Upload>
      <p className="image-upload-hint">
        <T id="shared.upload.hint" values={{ max: UPLOAD_MAX_KB }} /> <T id={hintId} values={{ max }} />
      </p>
      {value.length > 0 && (
        <ul className="image-list-upload" aria-label={t('gig.photos.list')}>
          {value.map((path, i) => {
            const preview = previews[path];
            const name = preview?.name ?? path.split('/').pop() ?? path;
            return (
              <li key={path}>
                {preview ? <img src={preview.url} alt={t('gig.photos.alt', { n: i + 1, name })} /> : <span>{name}</span>}
                <Button
                  size="small"
                  type="text"
                  icon={<CloseOutlined aria-hidden />}
                  aria-label={t('gig.photos.remove', { n: i + 1, name })}
                  onClick={() => onChange?.(value.filter((p) => p !== path))}
                />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
