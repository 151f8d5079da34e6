import { CloseOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { T, useT } from '@/locales/useT.tsx';
import type { JobQuery } from './jobQuery.ts';
import { clearFilters, removeFilter, selectedFilters } from './selectedFilters.ts';
import './jobFilters.css';

/**
 * "已选条件": every selected filter as a chip with its own remove button, and "清空全部". Shows nothing when no
 * filter is set. `extra` sits at the row's end (e.g. 订阅此搜索).
 */
export default function SelectedFilters({ value, onReplace, extra }: { value: JobQuery; onReplace: (next: JobQuery) => void; extra?: ReactNode }) {
  const t = useT();
  const items = selectedFilters(value);
  if (!items.length) return extra ? <div className="job-filter-selected">{extra}</div> : null;
  return (
    <div className="job-filter-selected" role="group" aria-label={t('job.filter.selected')} data-testid="selected-filters">
      <span className="job-filter-selected-label">
        <T id="job.filter.selected" />
      </span>
      {items.map((item) => {
        const label = t(item.labelId, item.keyword ? { keyword: item.keyword } : undefined);
        return (
          <button
            key={`${item.key}:${item.value ?? ''}`}
            type="button"
            className="job-filter-chip-selected"
            aria-label={t('job.filter.remove', { label })}
            onClick={() => onReplace(removeFilter(value, item))}
          >
            {label}
            <CloseOutlined aria-hidden />
          </button>
        );
      })}
      <Button type="link" size="small" onClick={() => onReplace(clearFilters(value))}>
        <T id="job.filter.clearAll" />
      </Button>
      {extra && <span style={{ marginInlineStart: 'auto' }}>{extra}</span>}
    </div>
  );
}
