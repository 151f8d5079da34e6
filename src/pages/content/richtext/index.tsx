import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Skeleton } from 'antd';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import BusinessDate from '@/components/BusinessDate.tsx';
import DetailState, { detailView } from '@/components/DetailState/index.tsx';
import { PageContainer } from '@/components/PageContainer/index.tsx';
import RichText from '@/components/RichText/index.tsx';
import type { ContentDoc } from '@/contract/contentValues.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { T, useT } from '@/locales/useT.tsx';
import { getDoc } from '@/services/content.ts';
import { fileSizeText } from '@/utils/files.ts';
import { isChinese } from '@/utils/contentText.ts';
import './richtext.css';

const ID = /^[\w-]{1,40}$/;

/**
 * /richtext?id=: one article, notice or agreement through the one renderer (sanitised, with its table of
 * contents), its attachments with type and size, and its source. A missing or unknown id is a not-found state.
 */
export default function RichtextPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = ID.test(id);
  const request = useApiRequest(() => getDoc(id), { ready: valid, refreshDeps: [id] });
  const view = detailView({ invalid: !valid, loading: request.loading, error: request.error, data: request.data?.id === id ? request.data : undefined });

  return (
    <PageContainer title={false} className="doc-page">
      <DetailState
        view={view}
        notFoundId="content.doc.notFound"
        back={{ to: '/workplace', labelId: 'content.doc.back' }}
        onRetry={request.refresh}
        heading={
          view.kind === 'failed' ? (
            <h1 className="visually-hidden">
              <T id="menu.richtext" />
            </h1>
          ) : null
        }
        skeleton={<DocSkeleton />}
      >
        {(doc) => <DocView doc={doc} />}
      </DetailState>
    </PageContainer>
  );
}

/** Shaped like the document: title, meta line, then text, so nothing jumps when it arrives. */
function DocSkeleton() {
  return (
    <div className="doc">
      <Skeleton active title={{ width: '70%' }} paragraph={{ rows: 1, width: '40%' }} />
      <Skeleton active title={false} paragraph={{ rows: 12 }} />
    </div>
  );
}

function DocView({ doc }: { doc: ContentDoc }) {
  const intl = useIntl();
  const t = useT();
  const zh = isChinese(intl.locale);
  return (
    <article className="doc" data-testid="doc">
      <header className="doc-head">
        <p className="doc-kind">
          <T id={`content.doc.kind.${doc.kind}`} /> · <T id={`content.category.${doc.category}`} />
        </p>
        <h1>{zh ? doc.title : doc.titleEn}</h1>
        <p className="doc-meta">
          <T id="content.doc.published" values={{ date: <BusinessDate value={doc.publishedAt} /> }} />
          <span>
            <T id="content.doc.views" values={{ count: intl.formatNumber(doc.views) }} />
          </span>
          <Button size="small" icon={<PrinterOutlined />} onClick={() => window.print()} className="doc-print">
            <T id="content.doc.print" />
          </Button>
        </p>
        {!zh && <Alert type="info" showIcon className="doc-lang" message={t('content.doc.chineseOnly')} description={doc.summaryEn} />}
      </header>
      <div lang="zh-CN" className="doc-body">
        <RichText html={doc.html} toc />
      </div>
      {doc.attachments.length > 0 && (
        <section className="doc-attachments" aria-labelledby="doc-attachments">
          <h2 id="doc-attachments">
            <T id="content.doc.attachments" />
          </h2>
          <ul>
            {doc.attachments.map((a) => (
              <li key={a.url}>
                <a href={a.url} download={a.name}>
                  {a.name}
                </a>{' '}
                <span className="doc-file" data-testid="attachment-meta">
                  <T id="content.doc.attachment" values={{ type: a.type.toUpperCase(), size: fileSizeText(a.sizeBytes) }} />
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="doc-source" data-testid="doc-source">
        <strong>
          <T id="content.doc.source" />
        </strong>
        ：<span lang="zh-CN">{doc.source}</span>
      </p>
      <p className="doc-back">
        <Link to="/workplace">
          <T id="content.doc.back" />
        </Link>
      </p>
    </article>
  );
}
