import { DownloadOutlined, FileWordOutlined } from '@ant-design/icons';
import { Button, Result, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { previewable, type ResumeFileType } from '@/contract/resumeFileValues.ts';
import { T, useT } from '@/locales/useT.tsx';
import { fetchPrivateFile } from '@/services/resumeFiles.ts';
import './filePreview.css';

interface FilePreviewProps {
  /** Media path of a private file (`resume/….pdf`). */
  path: string;
  type: ResumeFileType;
  /** What the file is called, for its frame's title and the saved copy. */
  name: string;
  /** Called when the reader saves a copy (employers' downloads are logged). */
  onDownload?: () => void;
}

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; url: string };

/**
 * A private file shown in the page: a PDF in a frame, an image as an image, a Word file as a download (no
 * browser renders one). The bytes come on a signed request and are shown from a blob URL, released again when
 * the preview goes; the frame's box is sized before the file arrives, so nothing moves.
 */
export default function FilePreview({ path, type, name, onDownload }: FilePreviewProps) {
  const t = useT();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let url: string | null = null;
    let live = true;
    setLoaded({ state: 'loading' });
    fetchPrivateFile(path).then(
      (blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setLoaded({ state: 'ready', url });
      },
      () => live && setLoaded({ state: 'failed' }),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [path, attempt]);

  if (loaded.state === 'failed') {
    return (
      <div className="file-preview file-preview-box">
        <Result
          status="warning"
          title={<T id="shared.file.loadFailed" />}
          extra={
            <Button onClick={() => setAttempt((n) => n + 1)}>
              <T id="shared.list.retry" />
            </Button>
          }
        />
      </div>
    );
  }
  if (loaded.state === 'loading') {
    return (
      <div className="file-preview file-preview-box" aria-busy="true" aria-label={t('shared.file.loading')}>
        <Skeleton.Node active className="file-preview-skeleton">
          <span />
        </Skeleton.Node>
      </div>
    );
  }
  const download = (
    <Button icon={<DownloadOutlined />} href={loaded.url} download={name} onClick={onDownload}>
      <T id="shared.file.download" />
    </Button>
  );
  if (!previewable(type)) {
    return (
      <div className="file-preview">
        <Result icon={<FileWordOutlined />} title={name} subTitle={<T id="shared.file.noPreview" />} extra={download} />
      </div>
    );
  }
  return (
    <div className="file-preview">
      <div className="file-preview-toolbar">{download}</div>
      {type === 'pdf' ? (
        <iframe className="file-preview-box" title={name} src={loaded.url} />
      ) : (
        <div className="file-preview-box file-preview-image">
          <img src={loaded.url} alt={name} />
        </div>
      )}
    </div>
  );
}
