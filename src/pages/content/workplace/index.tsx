import { Button, Input } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useIntl } from 'react-intl';
import ArticleCover from '@/components/ArticleCover/index.tsx';
import BusinessDate from '@/components/BusinessDate.tsx';
import ListState, { ClearFiltersButton } from '@/components/ListState/index.tsx';
import { PageContainer } from '@/components/PageContainer/index.tsx';
import { ARTICLE_CATEGORIES, ARTICLE_KEYWORD_MAX, ARTICLE_PAGE_SIZE, type ArticleCard } from '@/contract/contentValues.ts';
import { one, text } from '@/contract/filters/define.ts';
import { useListQuery } from '@/hooks/useListQuery.ts';
import { T, useT } from '@/locales/useT.tsx';
import { queryArticles } from '@/services/content.ts';
import HotList from './HotList.tsx';
import { isChinese, richtextPath } from '@/utils/contentText.ts';
import './workplace.css';

/** The list's query as it lives in the URL: a category tab and the search words (`page` beside them). */
const SPEC = { category: one(ARTICLE_CATEGORIES), keyword: text(ARTICLE_KEYWORD_MAX) };

/** /workplace: workplace articles by category, searchable, paged, with the most-read list beside them. */
export default function WorkplacePage() {
  const t = useT();
  const articles = useListQuery(SPEC, { fetch: queryArticles, pageSize: ARTICLE_PAGE_SIZE, scrollOnPage: true });
  const { filters, setFilters, clearFilters, filtered, list } = articles;
  // What is typed stays local until searched; the URL holds what was searched.
  const [typed, setTyped] = useState<string | null>(null);
  const current = filters.category;

  return (
    <PageContainer title={false} className="workplace-page">
      <header className="workplace-head">
        <h1>
          <T id="menu.workplace" />
        </h1>
        <p>
          <T id="content.workplace.intro" />
        </p>
      </header>
      <div className="workplace-tools">
        <div role="group" aria-label={t('content.categories')} className="workplace-tabs">
          {[undefined, ...ARTICLE_CATEGORIES].map((c) => (
            <Button
              key={c ?? 'all'}
              type={c === current ? 'primary' : 'default'}
              shape="round"
              aria-pressed={c === current}
              onClick={() => setFilters({ ...filters, category: c })}
            >
              <T id={c ? `content.category.${c}` : 'content.category.all'} />
            </Button>
          ))}
        </div>
        <Input.Search
          className="workplace-search"
          aria-label={t('content.search.label')}
          placeholder={t('content.search.placeholder')}
          enterButton={t('content.search.button')}
          maxLength={ARTICLE_KEYWORD_MAX}
          allowClear
          value={typed ?? filters.keyword ?? ''}
          onChange={(e) => setTyped(e.target.value)}
          onSearch={(value) => {
            setTyped(null);
            setFilters({ ...filters, keyword: value.trim() || undefined });
          }}
        />
      </div>
      <div className="workplace-body">
        <section aria-labelledby="workplace-results" className="workplace-main">
          <h2 id="workplace-results" className={filters.keyword ? 'workplace-results-title' : 'visually-hidden'}>
            {filters.keyword ? <T id="content.results.keyword" values={{ keyword: filters.keyword }} /> : <T id="content.results" />}
          </h2>
          <ListState
            loading={articles.loading}
            error={articles.error}
            empty={list.length === 0}
            onRetry={articles.refresh}
            emptyId="content.empty"
            emptyAction={filtered ? <ClearFiltersButton onClick={clearFilters} /> : undefined}
            paging={articles.paging}
            rows={ARTICLE_PAGE_SIZE}
          >
            <ul className="workplace-cards">
              {list.map((a) => (
                <li key={a.id}>
                  <ArticleCardView article={a} />
                </li>
              ))}
            </ul>
          </ListState>
        </section>
        <HotList />
      </div>
    </PageContainer>
  );
}

function ArticleCardView({ article }: { article: ArticleCard }) {
  const intl = useIntl();
  const zh = isChinese(intl.locale);
  return (
    <article className="workplace-card" data-testid="article-card">
      <ArticleCover category={article.category} className="workplace-cover" />
      <div className="workplace-card-text">
        <h3>
          <Link to={richtextPath(article.id)}>{zh ? article.title : article.titleEn}</Link>
        </h3>
        <p className="workplace-summary">{zh ? article.summary : article.summaryEn}</p>
        <p className="workplace-meta">
          <span className="workplace-tag">
            <T id={`content.category.${article.category}`} />
          </span>
          <BusinessDate value={article.publishedAt} />
          <span>
            <T id="content.card.views" values={{ count: intl.formatNumber(article.views) }} />
          </span>
          {!zh && (
            <span className="workplace-tag">
              <T id="content.card.chineseOnly" />
            </span>
          )}
        </p>
      </div>
    </article>
  );
}
