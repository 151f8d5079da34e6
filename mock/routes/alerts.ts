import { alertBody, MAX_ALERTS, type JobAlert } from '../../src/contract/alert.ts';
import { JOB_ERROR_CODES } from '../../src/contract/codes.ts';
import { jobSearchQuery, type JobFilters } from '../../src/contract/job.ts';
import { ApiError, invalid, notFound, rejected } from '../core/errors.ts';
import { route, searchParamsToObject } from '../core/router.ts';
import type { Db, UserRecord } from '../db/index.ts';
import type { AlertRecord } from '../db/recruiting/seekers.ts';
import { countJobs } from '../db/recruiting/search.ts';
import { iso, seekerState } from '../db/recruiting/viewer.ts';

/**
 * 职位订阅 (/jobrecommend): a saved /jobpost query; its new-match count is the open jobs matching it that were
 * posted or refreshed after the alert was last opened.
 */

/** Paging and sort do not change which jobs match. */
const IGNORED_KEYS = new Set(['current', 'pageSize', 'sort']);

function normalise(query: string): URLSearchParams {
  const params = new URLSearchParams(query.replace(/^\?/, ''));
  for (const key of [...params.keys()]) if (IGNORED_KEYS.has(key) || params.get(key) === '') params.delete(key);
  return params;
}

/** Parses like GET /jobs does; a bad value is a 422 naming `query.<field>`. */
function parseFilters(query: string): JobFilters {
  const result = jobSearchQuery.safeParse(searchParamsToObject(normalise(query)));
  if (!result.success) {
    throw invalid(result.error.issues.map((issue) => ({ field: ['query', ...issue.path.map(String)].join('.'), message: issue.message })));
  }
  const { current: _current, pageSize: _pageSize, ...filters } = result.data;
  return filters;
}

/** The filters as a canonical string: key order, value order and `a=1&a=2` vs `a=1,2` do not matter. */
function sameSearchKey(filters: JobFilters): string {
  const entries = Object.entries(filters)
    .filter(([, v]) => v !== undefined && v !== false && !(Array.isArray(v) && !v.length))
    .map(([k, v]) => [k, Array.isArray(v) ? [...v].sort() : v] as const);
  return JSON.stringify(entries.sort(([a], [b]) => a.localeCompare(b)));
}

function toAlert(db: Db, user: UserRecord, alert: AlertRecord, now: number): JobAlert {
  const filters = parseFilters(alert.query);
  const newCount = countJobs({ db, user, now }, filters, (job) => job.refreshedAt > alert.lastOpenedAt);
  return { id: alert.id, name: alert.name, query: alert.query, filters, createdAt: iso(alert.createdAt), lastOpenedAt: iso(alert.lastOpenedAt), newCount };
}

function findAlert(db: Db, user: UserRecord, id: string): AlertRecord {
  const alert = seekerState(db, user.id).alerts.find((a) => a.id === id);
  if (!alert) throw notFound('订阅不存在或已删除');
  return alert;
}

export const alertRoutes = [
  route({
    method: 'GET',
    path: '/me/alerts',
    auth: 'seeker',
    handler: ({ db, user, now }): JobAlert[] => seekerState(db, user!.id).alerts.map((a) => toAlert(db, user!, a, now)),
  }),
  route({
    method: 'POST',
    path: '/me/alerts',
    auth: 'seeker',
    body: alertBody,
    handler: ({ body, db, user, now }): JobAlert => {
      const alerts = seekerState(db, user!.id).alerts;
      if (alerts.length >= MAX_ALERTS) throw rejected(JOB_ERROR_CODES.tooManyAlerts, `最多保存 ${MAX_ALERTS} 个职位订阅，请先删除不需要的订阅`);
      const key = sameSearchKey(parseFilters(body.query));
      const same = alerts.find((a) => sameSearchKey(parseFilters(a.query)) === key);
      if (same) throw new ApiError(409, JOB_ERROR_CODES.duplicateAlert, `已订阅过相同的搜索条件（订阅「${same.name}」），无需重复订阅`);
      const alert: AlertRecord = {
        id: `alert-${++db.counters.alert}`,
        name: body.name,
        query: normalise(body.query).toString(),
        createdAt: now,
        lastOpenedAt: now,
      };
      alerts.push(alert);
      return toAlert(db, user!, alert, now);
    },
  }),
  route({
    method: 'DELETE',
    path: '/me/alerts/:id',
    auth: 'seeker',
    handler: ({ params, db, user }) => {
      const alerts = seekerState(db, user!.id).alerts;
      alerts.splice(alerts.indexOf(findAlert(db, user!, params.id)), 1);
      return null;
    },
  }),
  route({
    method: 'POST',
    path: '/me/alerts/:id/open',
    auth: 'seeker',
    handler: ({ params, db, user, now }): JobAlert => {
      const alert = findAlert(db, user!, params.id);
      alert.lastOpenedAt = now;
      return toAlert(db, user!, alert, now);
    },
  }),
];
