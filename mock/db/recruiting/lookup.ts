import type { PageResult } from '../../../src/contract/envelope.ts';
import { DEFAULT_PAGE_SIZE } from '../../../src/contract/params.ts';
import { notFound } from '../../core/errors.ts';
import type { Db } from '../index.ts';
import type { AnnouncementRecord, CompanyRecord, JobRecord } from './types.ts';

/** Finding records by the id in the path (404 when unknown) and shaping pages. */

export function findJob(db: Db, id: string): JobRecord {
  const job = db.recruiting.jobById.get(id);
  // A post not (yet) approved is its employer's alone (their /position reads it by its own route).
  if (!job || job.review !== 'approved') throw notFound('职位不存在或已被删除');
  return job;
}

export function findCompany(db: Db, id: string): CompanyRecord {
  const company = db.recruiting.companyById.get(id);
  // A company new to the platform is public once certified (it then joins the list).
  if (!company || !db.recruiting.companies.includes(company)) throw notFound('公司不存在');
  return company;
}

export function findAnnouncement(db: Db, id: string): AnnouncementRecord {
  const announcement = db.recruiting.announcementById.get(id);
  if (!announcement) throw notFound('公告不存在或已下线');
  return announcement;
}

export function pageParams(q: { current?: number; pageSize?: number }) {
  return { current: q.current ?? 1, pageSize: q.pageSize ?? DEFAULT_PAGE_SIZE };
}

export function pageResult<T>(list: T[], total: number, page: { current: number; pageSize: number }): PageResult<T> {
  return { list, total, current: page.current, pageSize: page.pageSize };
}

/** Slice an already-filtered array into a page. */
export function slicePage<T>(all: readonly T[], page: { current: number; pageSize: number }): PageResult<T> {
  const start = (page.current - 1) * page.pageSize;
  return pageResult(all.slice(start, start + page.pageSize), all.length, page);
}
