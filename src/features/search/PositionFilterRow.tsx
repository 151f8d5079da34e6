import { Select } from 'antd';
import { useMemo } from 'react';
import { FilterRow } from '@/components/FilterPanel/index.tsx';
import { categoryOfSubcategory, JOB_POSITION_TREE_OPTIONS, placeOfPosition } from '@/dicts/jobPositions.ts';
import type { MessageId } from '@/locales/types.ts';
import { useT } from '@/locales/useT.tsx';

export interface PositionFilterValue {
  /** A list on /jobpost (the category chips choose several), one value in the talent pool. */
  category?: string | string[];
  subcategory?: string;
  position?: string;
}

/** An option's value names its level: `c:tech`, `s:frontendMobile`, `p:frontendDev` (codes are unique in the tree). */
type Level = 'c' | 's' | 'p';
interface Choice {
  value: `${Level}:${string}`;
  label: string;
  /** What a search matches: the option's own name and the levels above it, so 技术 finds its positions too. */
  search: string;
}

/**
 * The filters' row of the three-level category picker (issue 26.9): type 前端 and choose a whole category, a
 * subcategory or a position; the choice goes to the URL as `category`, `subcategory` and `position`.
 *
 * A searchable Select grouped by category, not the job form's Cascader: /jobpost is a landing page whose antd
 * styles ship prebuilt (config/antdStyles/landingStyles.tsx), and Select is among them; a Cascader here would be
 * styled in the browser on every visit, or add its sheet to the first load.
 */
export default function PositionFilterRow({
  labelId,
  value,
  onChange,
  categoryList = false,
}: {
  labelId: MessageId;
  value: PositionFilterValue;
  onChange: (patch: PositionFilterValue) => void;
  /** Whether `category` is a list (/jobpost) or a single value (the talent pool). */
  categoryList?: boolean;
}) {
  const t = useT();
  const groups = useMemo(
    () =>
      JOB_POSITION_TREE_OPTIONS.map((category) => {
        const categoryName = t(category.labelId);
        const options: Choice[] = [{ value: `c:${category.value}`, label: t('job.filter.positionWhole', { name: categoryName }), search: categoryName }];
        for (const sub of category.children ?? []) {
          const subName = t(sub.labelId);
          options.push({ value: `s:${sub.value}`, label: t('job.filter.positionWhole', { name: subName }), search: `${categoryName} ${subName}` });
          for (const position of sub.children ?? []) {
            const name = t(position.labelId);
            options.push({ value: `p:${position.value}`, label: name, search: `${categoryName} ${subName} ${name}` });
          }
        }
        return { label: categoryName, title: categoryName, options };
      }),
    [t],
  );
  const categories = Array.isArray(value.category) ? value.category : value.category ? [value.category] : [];
  // The deepest level chosen; several categories chosen with the chips are not one choice: the picker is empty.
  const selected = value.position
    ? `p:${value.position}`
    : value.subcategory
      ? `s:${value.subcategory}`
      : categories.length === 1
        ? `c:${categories[0]}`
        : undefined;

  const choose = (choice: string | undefined) => {
    if (!choice) return onChange({ category: undefined, subcategory: undefined, position: undefined });
    const [level, code] = choice.split(':') as [Level, string];
    const path = pathTo(level, code);
    onChange({
      category: path.category ? (categoryList ? [path.category] : path.category) : undefined,
      subcategory: path.subcategory,
      position: path.position,
    });
  };

  return (
    <FilterRow labelId={labelId}>
      <Select<string>
        className="filter-panel-select filter-panel-select-wide"
        aria-label={t(labelId)}
        placeholder={t('job.filter.positionPlaceholder')}
        notFoundContent={t('job.filter.positionNone')}
        options={groups}
        value={selected}
        showSearch
        allowClear
        // Groups carry no `search`: rc-select then filters their options one by one.
        filterOption={(input, option) => !!(option as Partial<Choice> | undefined)?.search?.toLowerCase().includes(input.trim().toLowerCase())}
        onChange={choose}
        listHeight={320}
      />
    </FilterRow>
  );
}

/** The whole path to a chosen node: a position's subcategory and category, a subcategory's category. */
function pathTo(level: Level, code: string): { category?: string; subcategory?: string; position?: string } {
  if (level === 'p') {
    const place = placeOfPosition(code);
    return place ? { ...place, position: code } : {};
  }
  if (level === 's') return { category: categoryOfSubcategory(code) ?? undefined, subcategory: code };
  return { category: code };
}
