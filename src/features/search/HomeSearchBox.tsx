import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Input, Select, Space } from 'antd';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSearchSuggestions } from '@/features/search/KeywordSearch/useSearchSuggestions.tsx';
import { KEYWORD_MAX } from '@/contract/jobValues.ts';
import { cityDict, POPULAR_CITIES, type CityCode } from '@/dicts/index.ts';
import { T, useT } from '@/locales/useT.tsx';
import { companySearchPath, jobSearchPath } from '@/components/HomeBlocks/searchPath.ts';
import '@/components/HomeBlocks/homeBlocks.css';

type Target = 'job' | 'company';
const NATIONWIDE = '';

interface HomeSearchBoxProps {
  /** The page's current city; the box follows it until the user picks another one here. */
  city?: CityCode;
  /** 热搜 keywords, shown as chips that search at once. */
  hotSearches?: readonly string[];
  /** The company search's own hot searches (employers' names): job keywords would find no company. */
  hotCompanySearches?: readonly string[];
}

/**
 * The home pages' search: keyword + city, for jobs (→ /jobpost) or companies (→ /company). The lists read the
 * same query from their URL, so what the user typed is what they see filtered.
 */
export default function HomeSearchBox({ city: pageCity, hotSearches, hotCompanySearches }: HomeSearchBoxProps) {
  const t = useT();
  const navigate = useNavigate();
  const ids = useId();
  const [target, setTarget] = useState<Target>('job');
  const [keyword, setKeyword] = useState('');
  const [city, setCity] = useState<CityCode | undefined>(pageCity);
  useEffect(() => setCity(pageCity), [pageCity]);
  const suggestions = useSearchSuggestions(target, keyword, (word) => {
    setKeyword(word ?? keyword);
    if (word !== undefined) go(word);
  });
  const hot = target === 'company' ? hotCompanySearches : hotSearches;

  const cityOptions = useMemo(() => {
    const popular = new Set<string>(POPULAR_CITIES);
    const option = (o: (typeof cityDict.options)[number]) => ({ value: o.value as string, label: t(o.labelId) });
    return [
      { value: NATIONWIDE, label: t('home.search.nationwide') },
      { label: t('home.search.popularCities'), options: cityDict.options.filter((o) => popular.has(o.value)).map(option) },
      { label: t('home.search.otherCities'), options: cityDict.options.filter((o) => !popular.has(o.value)).map(option) },
    ];
  }, [t]);

  const go = (words: string) => {
    const query = { keyword: words.trim().slice(0, KEYWORD_MAX) || undefined, city };
    if (query.keyword) suggestions.remember(query.keyword);
    navigate(target === 'company' ? companySearchPath(query) : jobSearchPath(query));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go(keyword);
  };

  return (
    <div className="home-search">
      <div className="home-search-targets" role="group" aria-label={t('home.search.target')}>
        {(['job', 'company'] as const).map((value) => (
          <button key={value} type="button" aria-pressed={target === value} className="home-search-target" onClick={() => setTarget(value)}>
            <T id={value === 'job' ? 'home.search.targetJob' : 'home.search.targetCompany'} />
          </button>
        ))}
      </div>
      <form role="search" aria-label={t('home.search.label')} onSubmit={submit}>
        <Space.Compact block size="large">
          <Select
            className="home-search-city"
            aria-label={t('home.search.city')}
            value={city ?? NATIONWIDE}
            onChange={(value: string) => setCity((value || undefined) as CityCode | undefined)}
            options={cityOptions}
            showSearch
            optionFilterProp="label"
            popupMatchSelectWidth={180}
          />
          <AutoComplete
            className="home-search-keyword"
            value={keyword}
            maxLength={KEYWORD_MAX}
            options={suggestions.options}
            defaultActiveFirstOption={false}
            onChange={(text: string) => setKeyword(text)}
            onSelect={suggestions.select}
          >
            <Input
              id={`${ids}-keyword`}
              aria-label={t(target === 'company' ? 'home.search.keywordCompany' : 'home.search.keyword')}
              placeholder={t(target === 'company' ? 'home.search.placeholderCompany' : 'home.search.placeholder')}
              allowClear
              onKeyDown={(e) => {
                if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
                // The open list would swallow the form's own Enter; search from here instead.
                e.preventDefault();
                const words = e.currentTarget.value;
                suggestions.searchTyped(() => go(words));
              }}
            />
          </AutoComplete>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            <T id="home.search.submit" />
          </Button>
        </Space.Compact>
      </form>
      {/* The row is there before the hot-search words arrive, holding their place, so the page below does not move. */}
      {hot && hot.length > 0 ? (
        <div className="home-search-hot" role="group" aria-labelledby={`${ids}-hot`}>
          <span id={`${ids}-hot`} className="home-search-hot-label">
            <T id="home.search.hot" />
          </span>
          {hot.map((word) => (
            <button key={word} type="button" className="home-chip" onClick={() => go(word)}>
              {word}
            </button>
          ))}
        </div>
      ) : (
        <div className="home-search-hot" aria-hidden="true" />
      )}
    </div>
  );
}
