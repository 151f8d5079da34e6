import { LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import { Form, Upload } from 'antd';
import { useState } from 'react';
import { UPLOAD_FILE_NAME_MAX, UPLOAD_MAX_KB, UPLOAD_TYPES, type UploadType } from '@/contract/jobValues.ts';
import { refusalText, useSubmit } from '@/hooks/useSubmit.ts';
import { T, useT } from '@/locales/useT.tsx';
import { uploadImage } from '@/services/zone.ts';
import { readFileBase64 } from '@/utils/files.ts';
import { uploadFileError } from './certificate.ts';

interface CertificateUploadProps {
  id?: string;
  /** The uploaded file's path (what the application sends). */
  value?: string;
  onChange?: (path: string | undefined) => void;
}

/**
 * The certificate photo, a form control: checks type and size before anything is sent, uploads the image as
 * base64, shows a preview, and reports problems on its form field.
 */
export default function CertificateUpload({ id, value, onChange }: CertificateUploadProps) {
  const form = Form.useFormInstance();
  const [preview, setPreview] = useState<{ url: string; name: string } | null>(null);
  const t = useT();

  // Set directly (not through onChange): a change would re-run the field's rules and replace this message.
  const fail = (message: string) => form.setFields([{ name: 'file', value: undefined, errors: [message] }]);

  // The API's refusal (a file that is not what it claims) goes on the photo field.
  const { submit: send, submitting: uploading } = useSubmit(
    async (file: File, options) => {
      const { dataUrl, base64 } = await readFileBase64(file);
      const fileName = file.name.slice(-UPLOAD_FILE_NAME_MAX) || 'certificate';
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
        fail(refusalText(error, t('zone.vet.upload.failed')));
      },
    },
  );

  const upload = (file: File) => {
    const problem = uploadFileError(file);
    if (problem) fail(t(problem, { max: UPLOAD_MAX_KB }));
    else void send(file);
  };

  return (
    <div className="vet-upload">
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
        <span className="vet-upload-trigger">
          {uploading ? <LoadingOutlined aria-hidden /> : <UploadOutlined aria-hidden />}{' '}
          <T id={uploading ? 'zone.vet.upload.uploading' : value ? 'zone.vet.upload.replace' : 'zone.vet.upload.choose'} />
        </span>
      </Upload>
      <p className="vet-upload-hint">
        <T id="zone.vet.upload.hint" values={{ max: UPLOAD_MAX_KB }} />
      </p>
      {preview && value && (
        <figure className="vet-upload-preview" data-testid="vet-upload-preview">
          <img src={preview.url} alt={t('zone.vet.upload.preview')} />
          <figcaption>
            <T id="zone.vet.upload.done" values={{ name: preview.name }} />
          </figcaption>
        </figure>
      )}
    </div>
  );
}
