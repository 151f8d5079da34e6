import { useState } from 'react';
import type { PageResult } from '@/contract/envelope.ts';
import type { ListQuery } from '@/contract/seeker.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';

/**
 * One of the centre's lists: its page number kept locally, the request refreshed when it changes, and, for a
 * list that employers change (applications), when the seeker comes back (`refreshOnReturn`).
 */
export function usePagedList<T>(query: (params: ListQuery) => Promise<PageResult<T>>, { pageSize = 10, refreshOnReturn = false } = {}) {
  const [page, setPage] = useState(1);
  const request = useApiRequest(() => query({ current: page, pageSize }), { refreshDeps: [page], refreshOnReturn });
  const list = request.data?.list ?? [];
  return {
    request,
    list,
    listState: {
      loading: request.loading,
      error: request.error,
      empty: !list.length,
      onRetry: request.refresh,
      paging: { result: request.data, page, onPageChange: setPage },
    },
  };
}
