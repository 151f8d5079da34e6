import { Input, Select } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { FilterPanel, FilterRow } from '@/components/FilterPanel/index.tsx';
import { KEYWORD_MAX } from '@/contract/jobValues.ts';
import { cityDict } from '@/dicts/city.ts';
import type { MessageId } from '@/locales/types.ts';
import { T, useT } from '@/locales/useT.tsx';
import type { VeteranListProps } from './listProps.ts';

interface VeteranListFiltersProps extends Pick<VeteranListProps, 'filters' | 'setFilters' | 'clear'> {
  labelId: MessageId;
  placeholderId: MessageId;
  children?: ReactNode;
}

/** Keyword and city, shared by the jobs and employers tabs; each tab adds its own rows as children. */
export default function VeteranListFilters({ filters, setFilters, clear, labelId, placeholderId, children }: VeteranListFiltersProps) {
  const t = useT();
  const [keyword, setKeyword] = useState(filters.keyword ?? '');
  useEffect(() => setKeyword(filters.keyword ?? ''), [filters.keyword]);
  const { tab: _tab, ...own } = filters;
  const hasFilters = Object.values(own).some((v) => v !== undefined);

  return (
    <FilterPanel
      labelId={labelId}
      extra={
        <>
          <Input.Search
            aria-label={t(placeholderId)}
            placeholder={t(placeholderId)}
            value={keyword}
            maxLength={KEYWORD_MAX}
            allowClear
            enterButton={t('zone.vet.search')}
            style={{ maxWidth: 400 }}
            onChange={(e) => setKeyword(e.target.value)}
            onSearch={(value) => setFilters({ keyword: value.trim() || undefined })}
          />
          {hasFilters && (
            <button type="button" className="vet-link-button" onClick={clear}>
              <T id="shared.list.clearFilters" />
            </button>
          )}
        </>
      }
    >
      <FilterRow labelId="zone.vet.city">
        <Select
          aria-label={t('zone.vet.city')}
          placeholder={t('zone.vet.city.any')}
          value={filters.city}
          allowClear
          showSearch
          optionFilterProp="label"
          style={{ width: 180 }}
          options={cityDict.options.map((o) => ({ value: o.value, label: t(o.labelId) }))}
          onChange={(city?: string) => setFilters({ city: (city || undefined) as typeof filters.city })}
        />
      </FilterRow>
      {children}
    </FilterPanel>
  );
}
