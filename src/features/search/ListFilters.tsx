import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Badge, Button, Checkbox, Select } from 'antd';
import { useId, useMemo, useState, type ReactNode } from 'react';
import KeywordSearch from '@/features/search/KeywordSearch/index.tsx';
import type { FilterDef, FilterDefs, QueryValue, SpecOf } from '@/contract/filters/define.ts';
import { POPULAR_CITIES } from '@/dicts/city.ts';
import type { DictOption } from '@/dicts/types.ts';
import type { MessageId } from '@/locales/types.ts';
import { T, useT } from '@/locales/useT.tsx';
import { FilterChipRow, FilterPanel, FilterRow } from '@/components/FilterPanel/index.tsx';
import { usePendingValue } from '@/hooks/usePendingValue.ts';

type Query = Record<string, unknown>;

export interface ListFiltersProps<D extends FilterDefs> {
  /** The list's filter descriptions (src/contract/filters): every row is drawn from them. */
  defs: D;
  /** The panel's (visually hidden) heading. */
  labelId: MessageId;
  value: QueryValue<SpecOf<D>>;
  /** Called with the changed keys only; the caller merges them (useUrlQuery's setFilters does). */
  onChange: (patch: QueryValue<SpecOf<D>>) => void;
  /** Rows to leave out (a company's own jobs have no company-size row; a visitor has no "hide contacted"). */
  hide?: readonly (keyof D)[];
  /** What the page draws for its `custom` rows. */
  custom?: Partial<Record<keyof D, ReactNode>>;
  /** With filters set, a "clear filters" link beside the panel's other controls. */
  onClear?: () => void;
  filtered?: boolean;
}

const shownValues = (raw: unknown): string[] => (Array.isArray(raw) ? raw.map(String) : raw === undefined || raw === '' || raw === false ? [] : [String(raw)]);

/**
 * A list's filter panel, generated from its filter descriptions: chip rows, city rows, selects, grouped
 * selects, checkboxes and the keyword box, in description order; the advanced rows behind "更多筛选" (opened
 * by itself when one of them is set, so a shared link never hides what filters it).
 */
export default function ListFilters<D extends FilterDefs>({ defs, labelId, value, onChange, hide = [], custom = {}, onClear, filtered }: ListFiltersProps<D>) {
  // The value lives in the URL, whose navigation renders as a transition after the click's paint: every control
  // of the panel (checkboxes, selects, chips, the rows a choice clears) shows the choice in the click's own render.
  const [query, showPending] = usePendingValue(value as Query);
  const change = (patch: Query) => {
    showPending({ ...query, ...patch });
    (onChange as (patch: Query) => void)(patch);
  };
  const entries = Object.entries(defs).filter(([key, def]) => def.row && !hide.includes(key) && (!def.appliesWhen || def.appliesWhen(query)));
  const inline = entries.filter(([, def]) => def.row === 'check' && !def.rowLabelId);
  const rows = entries.filter(([, def]) => !(def.row === 'check' && !def.rowLabelId));
  const advanced = rows.filter(([, def]) => def.advanced);
  const advancedSet = advanced.reduce((n, [key]) => n + shownValues(query[key]).length, 0);
  const [open, setOpen] = useState(advancedSet > 0);
  const advancedId = useId();

  const row = ([key, def]: [string, FilterDef]) => (
    <FilterRowFor key={key} name={key} def={def} query={query} onChange={change}>
      {custom[key]}
    </FilterRowFor>
  );

  return (
    <FilterPanel
      labelId={labelId}
      extra={
        (inline.length > 0 || advanced.length > 0 || (onClear && filtered)) && (
          <>
            {inline.map(([key, def]) => (
              <Checkbox key={key} checked={!!query[key]} onChange={(e) => change({ [key]: e.target.checked || undefined })}>
                {def.labelId && <T id={def.labelId} />}
              </Checkbox>
            ))}
            {onClear && filtered && (
              <Button type="link" className="filter-panel-link" onClick={onClear}>
                <T id="shared.list.clearFilters" />
              </Button>
            )}
            {advanced.length > 0 && (
              <Button
                type="link"
                className="filter-panel-more"
                aria-expanded={open}
                aria-controls={advancedId}
                onClick={() => setOpen(!open)}
                icon={open ? <UpOutlined /> : <DownOutlined />}
                iconPosition="end"
              >
                <T id={open ? 'job.filter.less' : 'job.filter.more'} />
                {advancedSet > 0 && <Badge count={advancedSet} size="small" color="#1d4fa8" />}
              </Button>
            )}
          </>
        )
      }
    >
      {rows.filter(([, def]) => !def.advanced).map(row)}
      {advanced.length > 0 && (
        <div id={advancedId} hidden={!open}>
          {open && advanced.map(row)}
        </div>
      )}
    </FilterPanel>
  );
}

interface RowProps {
  name: string;
  def: FilterDef;
  query: Query;
  onChange: (patch: Query) => void;
  children?: ReactNode;
}

/** One filter's row, after its kind. Changing a value also clears the keys that depend on it (`clears`). */
function FilterRowFor({ name, def, query, onChange, children }: RowProps) {
  const t = useT();
  const label = def.labelId ?? 'shared.unknown';
  const multiple = def.field.kind === 'many';
  const set = (next: unknown) => onChange({ [name]: next, ...Object.fromEntries((def.clears ?? []).map((k) => [k, undefined])) });
  const options = useMemo<readonly DictOption[]>(() => def.optionsFor?.(query) ?? def.options ?? def.dict?.options ?? [], [def, query]);
  const selectOptions = useMemo(() => options.map((o) => ({ value: o.value, label: t(o.labelId) })), [options, t]);

  switch (def.row) {
    case 'chips':
      return multiple ? (
        <FilterChipRow multiple labelId={label} options={options} value={query[name] as string[] | undefined} onChange={set} />
      ) : (
        <FilterChipRow labelId={label} options={options} value={query[name] as string | undefined} onChange={set} />
      );
    case 'cities':
      return (
        <CityRow labelId={label} placeholderId={def.placeholderId ?? label} options={selectOptions} value={query[name] as string | undefined} onChange={set} />
      );
    case 'select': {
      const unset = def.unsetValue;
      return (
        <FilterRow labelId={label}>
          <Select
            className="filter-panel-select"
            mode={multiple ? 'multiple' : undefined}
            allowClear={!unset}
            showSearch={options.length > 10}
            optionFilterProp="label"
            aria-label={t(label)}
            placeholder={def.placeholderId && t(def.placeholderId)}
            value={(query[name] as string | string[] | undefined) ?? unset ?? (multiple ? [] : undefined)}
            options={selectOptions}
            onChange={(next: string | string[] | undefined) => set(next === unset || next === '' || (Array.isArray(next) && !next.length) ? undefined : next)}
          />
        </FilterRow>
      );
    }
    case 'tree':
      return <TreeRow def={def} label={label} value={query[name] as string | string[] | undefined} onChange={set} />;
    case 'check':
      return (
        <FilterRow labelId={def.rowLabelId ?? label}>
          <Checkbox checked={!!query[name]} onChange={(e) => set(e.target.checked || (def.field.kind === 'flag' && def.field.keepsOff ? false : undefined))}>
            <T id={label} />
          </Checkbox>
        </FilterRow>
      );
    case 'keyword':
      return (
        <FilterRow labelId={label}>
          <KeywordSearch
            className="filter-panel-keyword"
            label={t(label)}
            placeholder={def.placeholderId && t(def.placeholderId)}
            maxLength={def.field.kind === 'text' ? def.field.max : undefined}
            value={query[name] as string | undefined}
            suggest={def.suggest}
            onSearch={set}
          />
        </FilterRow>
      );
    default:
      return <>{children}</>;
  }
}

/** "不限", the popular cities as chips, and every city in a select (showing a city that is not a chip). */
function CityRow({
  labelId,
  placeholderId,
  options,
  value,
  onChange,
}: {
  labelId: MessageId;
  placeholderId: MessageId;
  options: { value: string; label: string }[];
  value: string | undefined;
  onChange: (city: string | undefined) => void;
}) {
  const t = useT();
  const popular = options.filter((o) => (POPULAR_CITIES as readonly string[]).includes(o.value));
  return (
    <FilterRow labelId={labelId}>
      <button type="button" className="filter-chip" aria-pressed={!value} onClick={() => onChange(undefined)}>
        <T id="shared.filter.any" />
      </button>
      {popular.map((o) => (
        <button
          key={o.value}
          type="button"
          className="filter-chip"
          aria-pressed={value === o.value}
          onClick={() => onChange(value === o.value ? undefined : o.value)}
        >
          {o.label}
        </button>
      ))}
      <Select
        className="filter-panel-select"
        showSearch
        allowClear
        optionFilterProp="label"
        aria-label={t(placeholderId)}
        placeholder={t(placeholderId)}
        value={value && !popular.some((o) => o.value === value) ? value : undefined}
        options={options}
        onChange={(city?: string) => onChange(city || undefined)}
      />
    </FilterRow>
  );
}

/**
 * A grouped select of a two-level tree: each group offers itself as a whole ("全部互联网") and its children; a
 * child with its group's own value (a municipality) is not repeated.
 */
function TreeRow({
  def,
  label,
  value,
  onChange,
}: {
  def: FilterDef;
  label: MessageId;
  value: string | string[] | undefined;
  onChange: (next: unknown) => void;
}) {
  const t = useT();
  const multiple = def.field.kind === 'many';
  const options = useMemo(
    () => [
      ...(def.leading ?? []).map((o) => ({ value: o.value, label: t(o.labelId) })),
      ...(def.tree ?? []).map((group) => ({
        label: t(group.labelId),
        title: t(group.labelId),
        options: [
          { value: group.value, label: def.wholeLabelId ? t(def.wholeLabelId, { name: t(group.labelId) }) : t(group.labelId) },
          ...(group.children ?? []).filter((c) => c.value !== group.value).map((c) => ({ value: c.value, label: t(c.labelId) })),
        ],
      })),
    ],
    [def, t],
  );
  return (
    <FilterRow labelId={label}>
      <Select
        className="filter-panel-select filter-panel-select-wide"
        mode={multiple ? 'multiple' : undefined}
        allowClear
        showSearch
        optionFilterProp="label"
        maxTagCount="responsive"
        aria-label={t(label)}
        placeholder={def.placeholderId && t(def.placeholderId)}
        value={value ?? (multiple ? [] : undefined)}
        options={options}
        onChange={(next: string | string[] | undefined) => onChange(!next || (Array.isArray(next) && !next.length) ? undefined : next)}
      />
    </FilterRow>
  );
}
