import { Button } from 'antd';
import { T } from '@/locales/useT.tsx';

/**
 * A page number past the end of a list (an old link, a list that shrank since): there are items, just not on this
 * page. Lists then say so and offer the last page, instead of "nothing matches" under a count of thousands.
 */
export interface PageLike {
  list: readonly unknown[];
  total: number;
  current: number;
  pageSize: number;
}

export function isPastTheEnd(data: PageLike | undefined): boolean {
  return !!data && data.list.length === 0 && data.total > 0;
}

/** The way out of a page past the end: the last page that has items. */
export function LastPageButton({ total, pageSize, onPageChange }: { total: number; pageSize: number; onPageChange: (page: number) => void }) {
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Button type="primary" onClick={() => onPageChange(lastPage)}>
      <T id="shared.list.toLastPage" values={{ page: lastPage }} />
    </Button>
  );
}
