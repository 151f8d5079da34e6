import { FileImageOutlined, FilePdfOutlined, FileTextOutlined, FileWordOutlined } from '@ant-design/icons';
import { Button, Space, Tag } from 'antd';
import { Link } from 'react-router-dom';
import BusinessDate from '@/components/BusinessDate.tsx';
import type { Resume } from '@/contract/seeker.ts';
import { T, useT } from '@/locales/useT.tsx';
import { fileSizeText } from '@/utils/files.ts';

interface ResumeItemProps {
  resume: Resume;
  busy: boolean;
  onPreview: () => void;
  onRename: () => void;
  onMakeDefault: () => void;
  onDelete: () => void;
}

function FileIcon({ resume }: { resume: Resume }) {
  if (resume.kind === 'online') return <FileTextOutlined aria-hidden />;
  if (resume.fileType === 'pdf') return <FilePdfOutlined aria-hidden />;
  if (resume.fileType === 'jpg' || resume.fileType === 'png') return <FileImageOutlined aria-hidden />;
  return <FileWordOutlined aria-hidden />;
}

/**
 * One resume in the list: what it is (online or a file, its size or score, when it changed), whether it is
 * the default, and what can be done with it. Online resumes are edited on /onlinecv and never deleted here.
 */
export function ResumeItem({ resume, busy, onPreview, onRename, onMakeDefault, onDelete }: ResumeItemProps) {
  const t = useT();
  const date = <BusinessDate value={resume.updatedAt} />;
  return (
    <li className="upload-cv-item" data-resume-id={resume.id}>
      <span className="upload-cv-icon">
        <FileIcon resume={resume} />
      </span>
      <div className="upload-cv-item-body">
        <div className="upload-cv-item-title">
          <span className="upload-cv-item-name">{resume.name}</span>
          <Tag bordered={false}>
            <T id={resume.kind === 'online' ? 'resume.files.online' : 'resume.files.attachment'} />
          </Tag>
          {resume.isDefault && (
            <Tag color="blue" title={t('resume.files.defaultHint')}>
              <T id="resume.files.default" />
            </Tag>
          )}
        </div>
        <div className="upload-cv-item-meta">
          {resume.kind === 'online' ? (
            <T id="resume.files.metaOnline" values={{ score: resume.completeness ?? 0, date }} />
          ) : (
            <T id="resume.files.meta" values={{ type: (resume.fileType ?? '').toUpperCase(), size: fileSizeText(resume.size ?? 0), date }} />
          )}
        </div>
      </div>
      <Space className="upload-cv-item-actions" wrap role="group" aria-label={t('resume.files.actionsFor', { name: resume.name })}>
        {resume.kind === 'online' ? (
          <Link to="/onlinecv">
            <T id="resume.files.edit" />
          </Link>
        ) : (
          <Button type="link" size="small" onClick={onPreview}>
            <T id="resume.files.preview" />
          </Button>
        )}
        <Button type="link" size="small" onClick={onRename} disabled={busy}>
          <T id="resume.files.rename" />
        </Button>
        {!resume.isDefault && (
          <Button type="link" size="small" onClick={onMakeDefault} disabled={busy}>
            <T id="resume.files.makeDefault" />
          </Button>
        )}
        {resume.kind === 'attachment' && (
          <Button type="link" size="small" danger onClick={onDelete} disabled={busy}>
            <T id="resume.files.delete" />
          </Button>
        )}
      </Space>
    </li>
  );
}
