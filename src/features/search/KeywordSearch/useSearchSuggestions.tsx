import { ClockCircleOutlined, DeleteOutlined } from '@ant-design/icons';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
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
 * the person types, job titles and employers from GET /search/suggest (debounced). `select` is the list's
 * onSelect (`onPick` gets the keyword, or undefined after "clear"); an Enter in the box goes through
 * `searchTyped`, so that Enter on a highlighted option searches for the option only; `remember` keeps a
 * searched keyword.
 */
export function useSearchSuggestions(scope: SuggestScope | undefined, draft: string, onPick: (keyword: string | undefined) => void) {
  const q = draft.trim();
  // Read again after this box remembers or clears a search, and when the box switches between jobs and companies.
  const [version, setVersion] = useState(0);
  const recent = useMemo(() => (scope ? readRecent(scope) : []), [scope, version]); // eslint-disable-line react-hooks/exhaustive-deps
  // Each answer carries the words it answers: suggestions for what was typed before (still held while the next
  // answer is on its way) are never offered, or Enter on the highlighted one would search for the old words.
  const { data: answer } = useApiRequest(() => suggestSearch(q, scope ?? 'job').then((list) => ({ q, list })), {
    ready: !!scope && q.length > 0,
    refreshDeps: [q, scope],
    debounceWait: DEBOUNCE_MS,
  });
  const data = answer?.q === q ? answer.list : undefined;

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

  // Enter reaches the input before the open list: a typed search waits a tick, and picking an option cancels it.
  const pendingEnter = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(pendingEnter.current), []);
  const searchTyped = (search: () => void) => {
    window.clearTimeout(pendingEnter.current);
    pendingEnter.current = window.setTimeout(search, 0);
  };

  /** AutoComplete's onSelect: searches for the picked suggestion or recent search, or clears the recent ones. */
  const select = (value: string) => {
    window.clearTimeout(pendingEnter.current);
    if (value === CLEAR_RECENT) {
      if (scope) clearRecent(scope);
      setVersion((v) => v + 1);
      onPick(undefined);
    } else onPick(value);
  };
  const remember = (keyword: string) => {
    if (!scope) return;
    rememberSearch(scope, keyword);
    setVersion((v) => v + 1);
  };
  return { options, select, searchTyped, remember };
}
