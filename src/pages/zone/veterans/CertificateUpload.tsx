import { LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import { Form, Upload } from 'antd';
import { useState } from 'react';
import { UPLOAD_FILE_NAME_MAX, UPLOAD_MAX_KB, UPLOAD_TYPES, type UploadType } from '@/contract/jobValues.ts';
import { T, useT } from '@/locales/useT.tsx';
import { RequestError } from '@/services/request/errors.ts';
import { uploadImage } from '@/services/zone.ts';
import { readImage, uploadFileError } from './certificate.ts';

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
  const [uploading, setUploading] = useState(false);
  const t = useT();

  // Set directly (not through onChange): a change would re-run the field's rules and replace this message.
  const fail = (message: string) => form.setFields([{ name: 'file', value: undefined, errors: [message] }]);

  const upload = async (file: File) => {
    const problem = uploadFileError(file);
    if (problem) return fail(t(problem, { max: UPLOAD_MAX_KB }));
    setUploading(true);
    try {
      const { dataUrl, base64 } = await readImage(file);
      const result = await uploadImage({ fileName: file.name.slice(-UPLOAD_FILE_NAME_MAX) || 'certificate', contentType: file.type as UploadType, data: base64 });
      setPreview({ url: dataUrl, name: file.name });
      onChange?.(result.path);
    } catch (e) {
      setPreview(null);
      fail(e instanceof RequestError && !e.isNetworkError && e.message ? e.message : t('zone.vet.upload.failed'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="vet-upload">
      <Upload
        id={id}
        accept={UPLOAD_TYPES.join(',')}
        showUploadList={false}
        disabled={uploading}
        beforeUpload={(file) => {
          void upload(file);
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
