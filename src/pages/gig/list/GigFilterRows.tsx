import { Button, Input, InputNumber, Select } from 'antd';
import { useMemo, useState } from 'react';
import { FilterRow } from '@/components/FilterPanel/index.tsx';
import { GIG_PAY_FILTER_MAX_YUAN } from '@/contract/filters/gig.ts';
import { GIG_DAYS_AHEAD_MAX } from '@/contract/gigValues.ts';
import { cityDict, districtDict, districtsOf, findOption, gigPayBasisDict, labelIdOf, type CityCode, type DistrictCode } from '@/dicts/index.ts';
import { T, useT } from '@/locales/useT.tsx';
import { businessDay } from '@/utils/format.ts';
import type { GigQuery } from './gigQuery.ts';

type Change = (patch: GigQuery) => void;

/**
 * 出发地: a district whose centre is the point distances are measured from (the API's `from`). The chosen city's
 * districts when a city is chosen, else every district grouped by city. Choosing one offers the distance row
 * and "nearest first"; clearing it drops both (GIG_FILTERS `clears`).
 */
export function FromRow({
  city,
  value,
  sort,
  onChange,
}: {
  city: CityCode | undefined;
  value: DistrictCode | undefined;
  sort: GigQuery['sort'];
  onChange: Change;
}) {
  const t = useT();
  const options = useMemo((): Array<{ label: string; value?: string; title?: string; options?: Array<{ value: string; label: string }> }> => {
    const district = (d: DistrictCode) => ({ value: d as string, label: t(findOption(districtDict, d)!.labelId) });
    if (city) return districtsOf(city).map(district);
    return cityDict.options.map((c) => ({ label: t(c.labelId), title: t(c.labelId), options: districtsOf(c.value).map(district) }));
  }, [city, t]);
  return (
    <FilterRow labelId="gig.filter.from">
      <Select
        className="filter-panel-select gig-filter-from"
        showSearch
        allowClear
        optionFilterProp="label"
        aria-label={t('gig.filter.from')}
        placeholder={t('gig.list.fromPlaceholder')}
        value={value}
        options={options}
        onChange={(next?: string) =>
          onChange({ from: (next || undefined) as DistrictCode | undefined, within: undefined, ...(!next && sort === 'nearest' ? { sort: undefined } : {}) })
        }
      />
      <span className="gig-filter-hint">
        <T id="gig.list.fromHint" />
      </span>
    </FilterRow>
  );
}

/**
 * The pay range in 元 per unit of the chosen basis (shown once a basis is chosen): applied with its button or
 * Enter, so typing "25" does not search for 2 first.
 */
export function PayRangeRow({ basis, min, max, onChange }: { basis: string; min: number | undefined; max: number | undefined; onChange: Change }) {
  const t = useT();
  const [draft, setDraft] = useState<{ min: number | null; max: number | null }>({ min: min ?? null, max: max ?? null });
  // A new range from the URL (back, a cleared filter) replaces what was being typed.
  const [shown, setShown] = useState({ min, max });
  if (shown.min !== min || shown.max !== max) {
    setShown({ min, max });
    setDraft({ min: min ?? null, max: max ?? null });
  }
  const apply = () => {
    const low = draft.min ?? undefined;
    const high = draft.max ?? undefined;
    // A reversed range is read the way it was meant.
    const [payMin, payMax] = low !== undefined && high !== undefined && high < low ? [high, low] : [low, high];
    onChange({ payMin, payMax });
  };
  const unit = t(labelIdOf(gigPayBasisDict, basis, 'shared.unknown'));
  return (
    <FilterRow labelId="gig.list.payRange">
      <InputNumber
        className="gig-filter-pay"
        min={0}
        max={GIG_PAY_FILTER_MAX_YUAN}
        precision={0}
        aria-label={t('gig.filter.payMin')}
        placeholder={t('gig.filter.payMin')}
        value={draft.min}
        onChange={(v) => setDraft((d) => ({ ...d, min: v }))}
        onPressEnter={apply}
      />
      <span aria-hidden>–</span>
      <InputNumber
        className="gig-filter-pay"
        min={0}
        max={GIG_PAY_FILTER_MAX_YUAN}
        precision={0}
        aria-label={t('gig.filter.payMax')}
        placeholder={t('gig.filter.payMax')}
        value={draft.max}
        onChange={(v) => setDraft((d) => ({ ...d, max: v }))}
        onPressEnter={apply}
      />
      <span className="gig-filter-hint">
        <T id="gig.list.payUnit" values={{ basis: unit }} />
      </span>
      <Button size="small" onClick={apply}>
        <T id="gig.list.applyPay" />
      </Button>
    </FilterRow>
  );
}

/** 日期: a day with a shift that takes sign-ups, from today to the furthest a gig may be posted ahead. */
export function DateRow({ value, onChange }: { value: string | undefined; onChange: Change }) {
  const t = useT();
  const today = businessDay(Date.now());
  const last = businessDay(Date.now() + GIG_DAYS_AHEAD_MAX * 86_400_000);
  return (
    <FilterRow labelId="gig.filter.date">
      <Input
        type="date"
        className="gig-filter-date"
        aria-label={t('gig.filter.date')}
        min={today}
        max={last}
        value={value ?? ''}
        onChange={(e) => onChange({ date: e.target.value || undefined })}
      />
      {value && (
        <Button type="link" size="small" onClick={() => onChange({ date: undefined })}>
          <T id="gig.list.anyDate" />
        </Button>
      )}
    </FilterRow>
  );
}
