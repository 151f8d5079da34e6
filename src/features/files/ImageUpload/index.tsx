import { LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import { Form, Upload } from 'antd';
import { useState } from 'react';
import { UPLOAD_FILE_NAME_MAX, UPLOAD_MAX_BYTES, UPLOAD_MAX_KB, UPLOAD_TYPES, type UploadType } from '@/contract/jobValues.ts';
import type { MessageId } from '@/locales/types.ts';
import { refusalText, useSubmit } from '@/hooks/useSubmit.ts';
import { T, useT } from '@/locales/useT.tsx';
import { uploadImage } from '@/services/zone.ts';
import { readFileBase64 } from '@/utils/files.ts';
import './imageUpload.css';

/** Why a chosen file cannot be sent, checked before uploading; null when it can. */
export function uploadFileError(file: { type: string; size: number }): MessageId | null {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return 'shared.upload.type';
  if (file.size === 0) return 'shared.upload.empty';
  if (file.size > UPLOAD_MAX_BYTES) return 'shared.upload.size';
  return null;
}

interface ImageUploadProps {
  id?: string;
  /** The form field it fills (where problems are shown). */
  field: string;
  /** What the photo must show, after the type and size. */
  hintId: MessageId;
  /** The preview's alternative text. */
  previewAltId: MessageId;
  /** The uploaded file's path (what the application sends). */
  value?: string;
  onChange?: (path: string | undefined) => void;
}

/**
 * An ID document photo (a veteran certificate, a business licence), a form control: checks type and size before anything is sent, uploads the image as
 * base64, shows a preview, and reports problems on its form field.
 */
export default function ImageUpload({ id, field, hintId, previewAltId, value, onChange }: ImageUploadProps) {
  const form = Form.useFormInstance();
  const [preview, setPreview] = useState<{ url: string; name: string } | null>(null);
  const t = useT();

  // Set directly (not through onChange): a change would re-run the field's rules and replace this message.
  const fail = (message: string) => form.setFields([{ name: field, value: undefined, errors: [message] }]);

  // The API's refusal (a file that is not what it claims) goes on the photo field.
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
        setPreview(result.preview);
        onChange?.(result.path);
      },
      onError: (error) => {
        setPreview(null);
        fail(refusalText(error, t('shared.upload.failed')));
      },
    },
  );

  const upload = (file: File) => {
    const problem = uploadFileError(file);
    if (problem) fail(t(problem, { max: UPLOAD_MAX_KB }));
    else void send(file);
  };

  return (
    <div className="image-upload">
      <Upload
        id={id}
        accept={UPLOAD_TYPES.join(',')}
        showUploadList={false}
        disabled={uploading}
        beforeUpload={(file) => {
          upload(file);
          // We upload ourselves (JSON with base64), never antd's multipart request.
          return Upload.LIST_IGNORE;
        }}
      >
        <span className="image-upload-trigger">
          {uploading ? <LoadingOutlined aria-hidden /> : <UploadOutlined aria-hidden />}{' '}
          <T id={uploading ? 'shared.upload.uploading' : value ? 'shared.upload.replace' : 'shared.upload.choose'} />
        </span>
      </Upload>
      <p className="image-upload-hint">
        <T id="shared.upload.hint" values={{ max: UPLOAD_MAX_KB }} /> <T id={hintId} />
      </p>
      {preview && value && (
        <figure className="image-upload-preview" data-testid="image-upload-preview">
          <img src={preview.url} alt={t(previewAltId)} />
          <figcaption>
            <T id="shared.upload.done" values={{ name: preview.name }} />
          </figcaption>
        </figure>
      )}
    </div>
  );
}
