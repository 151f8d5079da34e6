import { Skeleton } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { HOT_LIST_SIZE } from '@/contract/contentValues.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { T } from '@/locales/useT.tsx';
import { queryHotArticles } from '@/services/content.ts';
import { isChinese, richtextPath } from '@/utils/contentText.ts';

/** The most-read articles, numbered; its box keeps its height while it loads (no shift beside the list). */
export default function HotList() {
  const intl = useIntl();
  const zh = isChinese(intl.locale);
  const { data, loading, error } = useApiRequest(queryHotArticles);
  return (
    <aside className="workplace-hot" aria-labelledby="workplace-hot">
      <h2 id="workplace-hot">
        <T id="content.hot" />
      </h2>
      {loading && !data ? (
        <Skeleton active title={false} paragraph={{ rows: HOT_LIST_SIZE }} />
      ) : error ? (
        <p className="workplace-hot-failed">
          <T id="content.hot.failed" />
        </p>
      ) : (
        <ol data-testid="hot-list">
          {(data ?? []).map((a) => (
            <li key={a.id}>
              <Link to={richtextPath(a.id)}>{zh ? a.title : a.titleEn}</Link>
              <span className="workplace-hot-views">
                <T id="content.card.views" values={{ count: intl.formatNumber(a.views) }} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </aside>
  );
}
