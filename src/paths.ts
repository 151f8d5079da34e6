/**
 * Every in-app link with a parameter is built here, once: the route's path and its query keys live in one place
 * and each value is encoded. Links are router paths (without the `/pc/` base); `absoluteUrl` makes the address
 * someone can paste elsewhere. Plain paths (`/jobpost`) stay as literals in `<Link to>`; config/routes.ts
 * lists them.
 */

const withQuery = (path: string, query: Record<string, string | undefined>): string => {
  const pairs = Object.entries(query).filter((pair): pair is [string, string] => pair[1] !== undefined && pair[1] !== '');
  return pairs.length ? `${path}?${pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}` : path;
};

/** A list's query (filters, page) without the open item's `id`. */
const withoutId = (query: URLSearchParams) => {
  const next = new URLSearchParams(query);
  next.delete('id');
  return next;
};

/** The tabs of /comdetail besides the overview (which is the page without `tab`). */
export type CompanyTabPath = 'jobs' | 'registration';

export const paths = {
  /** 简历 /cv?id= (as its reader may see it) */
  resume: (id: string) => withQuery('/cv', { id }),
  /** 职位详情 /jobdetail?id= */
  jobDetail: (id: string) => withQuery('/jobdetail', { id }),
  /** 零工详情 /hourlydetail?id= */
  gigDetail: (id: string) => withQuery('/hourlydetail', { id }),
  /** 公司详情 /comdetail?id=&tab= */
  companyDetail: (id: string, tab?: CompanyTabPath) => withQuery('/comdetail', { id, tab }),
  /**
   * One public-recruitment notice, /govwork?…&id=: the list's query stays beside `id` so the way back
   * restores the filtered list.
   */
  govNotice: (id: string, listQuery: URLSearchParams = new URLSearchParams()) => {
    const next = withoutId(listQuery);
    next.set('id', id);
    return `/govwork?${next.toString()}`;
  },
  /** 公考 list /govwork?…: the filters and page of `listQuery`, without an open notice. */
  govList: (listQuery: URLSearchParams = new URLSearchParams()) => {
    const search = withoutId(listQuery).toString();
    return search ? `/govwork?${search}` : '/govwork';
  },
  /** 沟通 /communicate?conversation= */
  conversation: (conversationId: string) => withQuery('/communicate', { conversation: conversationId }),
  /** 登录, then back to `redirect` (a router path with its query). */
  login: (redirect?: string) => withQuery('/login', { redirect }),
  /** 完善信息 (a new account chooses its role), then back to `redirect`. */
  perfect: (redirect?: string) => withQuery('/perfect', { redirect }),
} as const;

/** The full address of an in-app path, under the app's base (`https://host/pc/jobdetail?id=j1`), for sharing. */
export function absoluteUrl(path: string, origin: string = window.location.origin, base: string = import.meta.env.BASE_URL): string {
  return `${origin}${base.replace(/\/$/, '')}${path}`;
}
