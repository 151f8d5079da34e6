import { FilterRow } from '@/components/FilterPanel/index.tsx';
import JobPositionCascader from '@/components/JobPositionCascader/index.tsx';
import type { MessageId } from '@/locales/types.ts';
import { useT } from '@/locales/useT.tsx';

export interface PositionFilterValue {
  /** A list on /jobpost (the category chips choose several), one value in the talent pool. */
  category?: string | string[];
  subcategory?: string;
  position?: string;
}

/**
 * The filters' row of the three-level category picker (issue 26.9): type 前端 and choose a category, a
 * subcategory or a position; the choice goes to the URL as `category`, `subcategory` and `position`.
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
  const categories = Array.isArray(value.category) ? value.category : value.category ? [value.category] : [];
  return (
    <FilterRow labelId={labelId}>
      <JobPositionCascader
        anyLevel
        className="filter-panel-select filter-panel-select-wide"
        ariaLabel={t(labelId)}
        placeholder={t('job.filter.positionPlaceholder')}
        // Several categories chosen with the chips are not one path: the picker then starts empty.
        value={{ category: categories.length === 1 ? categories[0] : undefined, subcategory: value.subcategory, position: value.position }}
        onChange={({ category, subcategory, position }) =>
          onChange({ category: category ? (categoryList ? [category] : category) : undefined, subcategory, position })
        }
      />
    </FilterRow>
  );
}
