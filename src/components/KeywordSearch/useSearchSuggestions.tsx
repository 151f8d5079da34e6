import { ClockCircleOutlined, DeleteOutlined } from '@ant-design/icons';
import { useMemo, useState, type ReactNode } from 'react';
import type { SuggestScope } from '@/contract/filters/define.ts';
import type { SearchSuggestion } from '@/contract/job.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { T } from '@/locales/useT.tsx';
import { suggestSearch } from '@/services/job.ts';
import { clearRecent, readRecent, rememberSearch } from './recentSearches.ts';

/** Typing pauses this long before the API is asked. */
const DEBOUNCE_MS = 250;
/** The option that clears the recent searches (no keyword can contain a NUL). */
const CLEAR_RECENT = '\u0000clear-recent';

function suggestionOption(s: SearchSuggestion) {
  return {
    value: s.text,
    label: (
      <span className="keyword-search-option">
        <span>{s.text}</span>
        <span className="keyword-search-count">
          <T id="shared.search.jobCount" values={{ count: s.count }} />
        </span>
      </span>
    ),
  };
}

/**
 * What a search box offers: with nothing typed, this browser's recent searches (and a way to clear them); as
 * the person types, job titles and employers from GET /search/suggest (debounced). `choose` turns a picked
 * option into the keyword to search for (undefined for "clear"), `remember` keeps a searched keyword.
 */
export function useSearchSuggestions(scope: SuggestScope | undefined, draft: string) {
  const q = draft.trim();
  // Read again after this box remembers or clears a search, and when the box switches between jobs and companies.
  const [version, setVersion] = useState(0);
  const recent = useMemo(() => (scope ? readRecent(scope) : []), [scope, version]); // eslint-disable-line react-hooks/exhaustive-deps
  const { data } = useApiRequest(() => suggestSearch(q, scope ?? 'job'), { ready: !!scope && q.length > 0, refreshDeps: [q, scope], debounceWait: DEBOUNCE_MS });

  let options: Array<{ label: ReactNode; options: Array<{ value: string; label: ReactNode }> }> = [];
  if (scope && q && data) {
    const titles = data.filter((s) => s.kind === 'title');
    const titleTexts = new Set(titles.map((s) => s.text));
    const companies = data.filter((s) => s.kind === 'company' && !titleTexts.has(s.text));
    options = [
      ...(titles.length ? [{ label: <T id="shared.search.titles" />, options: titles.map(suggestionOption) }] : []),
      ...(companies.length ? [{ label: <T id="shared.search.companies" />, options: companies.map(suggestionOption) }] : []),
    ];
  } else if (scope && !q && recent.length) {
    options = [
      {
        label: <T id="shared.search.recent" />,
        options: [
          ...recent.map((word) => ({
            value: word,
            label: (
              <span className="keyword-search-option">
                <span>
                  <ClockCircleOutlined aria-hidden /> {word}
                </span>
              </span>
            ),
          })),
          {
            value: CLEAR_RECENT,
            label: (
              <span className="keyword-search-clear">
                <DeleteOutlined aria-hidden /> <T id="shared.search.clearRecent" />
              </span>
            ),
          },
        ],
      },
    ];
  }

  const choose = (value: string): string | undefined => {
    if (value !== CLEAR_RECENT) return value;
    if (scope) clearRecent(scope);
    setVersion((v) => v + 1);
    return undefined;
  };
  const remember = (keyword: string) => {
    if (!scope) return;
    rememberSearch(scope, keyword);
    setVersion((v) => v + 1);
  };
  return { options, choose, remember };
}
