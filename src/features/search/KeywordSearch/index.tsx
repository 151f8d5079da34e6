import { AutoComplete, Input } from 'antd';
import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import type { SuggestScope } from '@/contract/filters/define.ts';
import { KEYWORD_MAX } from '@/contract/jobValues.ts';
import { useT } from '@/locales/useT.tsx';
import { useSearchSuggestions } from './useSearchSuggestions.tsx';
import './keywordSearch.css';

export interface KeywordSearchProps {
  /** The keyword the list is filtered by (from the URL); the box follows it (back, "clear all"). */
  value: string | undefined;
  /** A trimmed keyword, or undefined for an empty box. */
  onSearch: (keyword: string | undefined) => void;
  /** The box's accessible name. */
  label: string;
  placeholder?: string;
  maxLength?: number;
  /** Suggestions as the person types and recent searches when empty; none without. */
  suggest?: SuggestScope;
  size?: 'large' | 'middle';
  className?: string;
}

/**
 * A list's keyword box: searches on Enter or the button, and clears the keyword with its × button. With
 * `suggest`, it is a combobox (antd AutoComplete): arrow keys move through the suggestions, Enter on one
 * searches for it, Enter otherwise searches for what was typed; every search is remembered on this device.
 *
 * The list itself (rc-select) marks a suggestion active without the arrows (the first one that starts with the
 * typed words, the one under the mouse) and picks the active one on Enter and on Tab; and the search input
 * erases its text on Escape. So the keys reach it only where they mean what a person expects (`keyDown`).
 */
export default function KeywordSearch({ value, onSearch, label, placeholder, maxLength = KEYWORD_MAX, suggest, size, className }: KeywordSearchProps) {
  const t = useT();
  const [draft, setDraft] = useState(value ?? '');
  useEffect(() => setDraft(value ?? ''), [value]);
  const [open, setOpen] = useState(false);
  // A suggestion was reached with the arrow keys since the list opened or the text last changed.
  const arrowed = useRef(false);
  const suggestions = useSearchSuggestions(suggest, draft, (keyword) => {
    setDraft(keyword ?? draft);
    if (keyword !== undefined) submit(keyword);
  });
  function submit(text: string) {
    const keyword = text.trim().slice(0, maxLength) || undefined;
    if (keyword) suggestions.remember(keyword);
    onSearch(keyword);
  }

  const search = (
    <Input.Search
      size={size}
      allowClear
      enterButton={t('common.search')}
      aria-label={label}
      placeholder={placeholder}
      {...(suggest ? {} : { value: draft, maxLength, onChange: (e: ChangeEvent<HTMLInputElement>) => setDraft(e.target.value) })}
      onSearch={(text, event) => (suggest && event?.type === 'keydown' ? suggestions.searchTyped(() => submit(text)) : submit(text))}
    />
  );
  const classes = ['keyword-search', className].filter(Boolean).join(' ');
  if (!suggest) return <div className={classes}>{search}</div>;

  // Capture phase: decides before the list and the input see the key.
  const keyDown = (event: KeyboardEvent) => {
    if (event.nativeEvent.isComposing) return; // an input method's Enter confirms its characters
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') arrowed.current = open;
    else if (event.key === 'Escape') {
      // Closes the list (the list's own Escape), never erases what was typed (the input's default).
      event.preventDefault();
      if (!open) event.stopPropagation();
    } else if (event.key === 'Tab') {
      event.stopPropagation(); // the focus moves on; the list closes on blur, picking nothing
    } else if (event.key === 'Enter' && !(open && arrowed.current)) {
      event.stopPropagation();
      event.preventDefault();
      setOpen(false);
      submit(draft);
    }
  };

  return (
    <div className={classes} onKeyDownCapture={keyDown}>
      <AutoComplete
        value={draft}
        maxLength={maxLength}
        options={suggestions.options}
        defaultActiveFirstOption={false}
        open={open}
        onOpenChange={(next) => {
          arrowed.current = false;
          setOpen(next);
        }}
        onChange={(text: string) => {
          arrowed.current = false;
          setDraft(text);
        }}
        onSelect={suggestions.select}
      >
        {search}
      </AutoComplete>
    </div>
  );
}
