import { PageContainer } from '@/components/PageContainer/index.tsx';
import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { useInitialState } from '@/app/initialState.tsx';
import BusinessDate from '@/components/BusinessDate.tsx';
import CertifyFirst, { CERTIFIED_READER, notCertified } from '@/components/CertifyFirst/index.tsx';
import DetailState, { detailView } from '@/components/DetailState/index.tsx';
import FilePreview from '@/features/files/FilePreview/index.tsx';
import { useQuotaAction } from '@/components/QuotaUpsell/index.tsx';
import ResumeDocument from '@/components/ResumeView/index.tsx';
import { watermarkImage } from '@/components/ResumeView/watermark.ts';
import type { ResumeReading } from '@/contract/resumeFiles.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { T, useT } from '@/locales/useT.tsx';
import { unlockResume } from '@/services/hiring.ts';
import { logResumeDownload, readResume } from '@/services/resumeFiles.ts';
import { businessDay } from '@/utils/format.ts';
import CvActions from './CvActions.tsx';
import './cv.css';
import { formatServerMessage } from '@/utils/serverText.ts';

/** Resume ids are short slugs (`cv-u1-online`); anything else names nothing. */
const RESUME_ID = /^[\w-]{1,40}$/;

/**
 * /cv?id=: a resume as its reader may see it. The seeker reads their own in full. An employer reads what the
 * seeker's privacy settings allow, with the name masked and no phone or email until contact is exchanged, under
 * a watermark naming the company and account (on screen and on paper); the API logs every employer's view and
 * download for the seeker's "who viewed me". A company not certified yet reads none: it is shown the way to
 * certify instead.
 */
export default function ResumeReadingPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const invalid = !RESUME_ID.test(id);
  const role = useInitialState().initialState.currentUser?.role;
  const request = useApiRequest(() => readResume(id, CERTIFIED_READER), { ready: !invalid, refreshDeps: [id] });
  const view = detailView({ invalid, loading: request.loading, error: request.error, data: request.data?.id === id ? request.data : undefined });
  const employer = role === 'enterprise';
  const heading = (
    <h1 className="visually-hidden">
      <T id="menu.cv" />
    </h1>
  );
  // An uncertified company reads no resume: it is shown the way to certify, not an error.
  const refusal = notCertified(request.error);
  if (refusal && !request.loading) {
    return (
      <>
        {heading}
        <CertifyFirst reason={refusal.message} />
      </>
    );
  }

  return (
    <DetailState
      view={view}
      notFoundId={employer ? 'resume.read.notFoundEmployer' : 'resume.read.notFound'}
      forbiddenId="resume.read.notYours"
      back={employer ? { to: '/enterprisecenter', labelId: 'menu.enterprisecenter' } : { to: '/uploadcv', labelId: 'resume.files.list' }}
      onRetry={request.refresh}
      heading={heading}
    >
      {(reading) => <Reading reading={reading} onChange={request.mutate} />}
    </DetailState>
  );
}

function Reading({ reading, onChange }: { reading: ResumeReading; onChange: (reading: ResumeReading) => void }) {
  const t = useT();
  const intl = useIntl();
  const quota = useQuotaAction();
  const [unlocking, setUnlocking] = useState(false);
  // Unlocking uses a quota; a used-up quota offers the plans.
  const unlock = async () => {
    setUnlocking(true);
    const unlocked = await quota.run((options) => unlockResume(reading.id, options));
    setUnlocking(false);
    if (unlocked) onChange(unlocked);
  };
  const employer = reading.audience === 'employer';
  // An employer's printout is a download: logged before the print dialog opens.
  const print = () => {
    if (employer) void logResumeDownload(reading.id).catch(() => undefined);
    window.print();
  };
  const watermark = reading.watermark ? watermarkImage([reading.watermark, businessDay(new Date())]) : undefined;

  return (
    <PageContainer
      className="cv-page resume-print-page"
      title={<h1>{formatServerMessage(intl, reading.nameMessage, reading.name)}</h1>}
      extra={
        reading.kind === 'online' && (
          <Button className="no-print" icon={<PrinterOutlined />} onClick={print}>
            <T id="resume.print" />
          </Button>
        )
      }
      content={
        <p className="cv-updated">
          <T id="resume.read.updated" values={{ date: <BusinessDate value={reading.updatedAt} /> }} />
          {reading.activity && <span data-testid="cv-activity"> · {t(`dict.activity.${reading.activity}`)}</span>}
        </p>
      }
    >
      {employer ? (
        reading.contactHidden && (
          <Alert
            className="cv-notice no-print"
            type="info"
            showIcon
            message={<T id="resume.read.contactHidden" />}
            action={
              <Button type="primary" size="small" loading={unlocking} onClick={() => void unlock()}>
                <T id="resume.read.unlock" />
              </Button>
            }
          />
        )
      ) : (
        <Alert
          className="cv-notice no-print"
          type="info"
          showIcon
          message={<T id="resume.read.own" />}
          action={
            <Link to={reading.kind === 'online' ? '/onlinecv' : '/uploadcv'}>
              <T id="resume.files.edit" />
            </Link>
          }
        />
      )}
      {quota.upsell}
      {employer && reading.relation && <CvActions reading={reading} onRelation={(relation) => onChange({ ...reading, relation })} />}
      <article
        className={watermark ? 'cv-document cv-watermarked' : 'cv-document'}
        style={watermark ? { backgroundImage: watermark } : undefined}
        aria-label={t('menu.cv')}
        data-watermark={reading.watermark ?? undefined}
      >
        {reading.content && (
          <ResumeDocument
            content={reading.content}
            audience={reading.audience}
            reader={{ maskName: reading.nameMasked, hideContact: reading.contactHidden, virtualPhone: reading.phoneVirtual }}
          />
        )}
        {reading.file && <FilePreview path={reading.file.path} type={reading.file.type} name={reading.name} />}
      </article>
    </PageContainer>
  );
}
