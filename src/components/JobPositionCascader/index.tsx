import { Cascader } from 'antd';
import { useMemo } from 'react';
import { JOB_POSITION_TREE_OPTIONS, placeOfPosition, categoryOfSubcategory, type JobPositionNode } from '@/dicts/jobPositions.ts';
import { useT } from '@/locales/useT.tsx';

/**
 * A searchable picker of the three-level job categories (技术 › 前端/移动开发 › 前端开发工程师): typing "前端"
 * lists every path with a level that contains it. The job form's picker, where a post needs a whole path; the
 * list filters use a grouped Select (features/search/PositionFilterRow.tsx), whose styles ship prebuilt. Only lazy
 * pages import it (antd's Cascader stays out of the first load).
 */

/** A choice in the tree: the category, and the subcategory and position when chosen that deep. */
export interface PositionPath {
  category?: string;
  subcategory?: string;
  position?: string;
}

interface Option {
  value: string;
  label: string;
  children?: Option[];
}

/** The cascader's value for a choice: as deep as it goes, each level completed from the one below. */
export function pathOf(choice: PositionPath): string[] {
  const place = placeOfPosition(choice.position);
  const subcategory = place?.subcategory ?? choice.subcategory;
  const category = place?.category ?? categoryOfSubcategory(subcategory) ?? choice.category;
  return [category, subcategory, place ? choice.position : undefined].filter((v): v is string => !!v);
}

export interface JobPositionCascaderProps {
  value: PositionPath;
  onChange: (choice: PositionPath) => void;
  ariaLabel: string;
  placeholder?: string;
  id?: string;
  className?: string;
}

export default function JobPositionCascader({ value, onChange, ariaLabel, placeholder, id, className }: JobPositionCascaderProps) {
  const t = useT();
  const options = useMemo(() => {
    const toOption = (node: JobPositionNode): Option => ({ value: node.value, label: t(node.labelId), children: node.children?.map(toOption) });
    return JOB_POSITION_TREE_OPTIONS.map(toOption);
  }, [t]);
  const search = useMemo(
    () => ({
      filter: (input: string, path: Option[]) => path.some((o) => o.label.toLowerCase().includes(input.trim().toLowerCase())),
      limit: 50,
    }),
    [],
  );
  return (
    <Cascader<Option>
      id={id}
      className={className}
      options={options}
      value={pathOf(value)}
      showSearch={search}
      allowClear
      expandTrigger="hover"
      aria-label={ariaLabel}
      placeholder={placeholder}
      notFoundContent={t('job.filter.positionNone')}
      onChange={(path) => {
        const [category, subcategory, position] = (path ?? []) as string[];
        onChange({ category, subcategory, position });
      }}
    />
  );
}
