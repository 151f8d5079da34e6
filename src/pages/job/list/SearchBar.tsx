import KeywordSearch from '@/features/search/KeywordSearch/index.tsx';
import { useT } from '@/locales/useT.tsx';

/** The /jobpost keyword box, with suggestions and recent searches; follows the URL (back, clear all). */
export default function SearchBar({ keyword, onSearch }: { keyword: string | undefined; onSearch: (keyword: string | undefined) => void }) {
  const t = useT();
  return (
    <div role="search" className="job-list-search">
      <KeywordSearch
        size="large"
        value={keyword}
        onSearch={onSearch}
        label={t('job.list.keyword')}
        placeholder={t('job.list.keywordPlaceholder')}
        suggest="job"
      />
    </div>
  );
}
