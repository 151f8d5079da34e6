import { Input } from 'antd';
import { useEffect, useState } from 'react';
import { KEYWORD_MAX } from '@/contract/jobValues.ts';
import { useT } from '@/locales/useT.tsx';

/** The keyword box: searches on Enter or the button; follows the URL when it changes (back, clear all). */
export default function SearchBar({ keyword, onSearch }: { keyword: string | undefined; onSearch: (keyword: string | undefined) => void }) {
  const [draft, setDraft] = useState(keyword ?? '');
  const t = useT();
  useEffect(() => setDraft(keyword ?? ''), [keyword]);

  return (
    <div role="search" className="job-list-search">
      <Input.Search
        size="large"
        value={draft}
        maxLength={KEYWORD_MAX}
        allowClear
        enterButton={t('common.search')}
        aria-label={t('job.list.keyword')}
        placeholder={t('job.list.keywordPlaceholder')}
        onChange={(e) => setDraft(e.target.value)}
        onSearch={(value) => onSearch(value.trim() || undefined)}
      />
    </div>
  );
}
