import { z } from 'zod';
import { CITY_VALUES, type CityCode } from '../dicts/city.ts';
import { CAMPUS_KIND_VALUES, CLASS_YEAR_VALUES, type CampusBatch, type CampusKind, type ClassYear } from '../dicts/zone.ts';
import { jobFilterShape } from './job.ts';
import { CAMPUS_FILTERS } from './filters/campus.ts';
import { oneOf, pagingShape, zodShape } from './params.ts';

/** The graduate zone (/graduate): campus-hiring and internship tabs, and the application calendar. */

export const campusJobsQuery = z.object({ ...zodShape(CAMPUS_FILTERS), category: jobFilterShape.category, ...pagingShape });
export type CampusJobsQuery = z.infer<typeof campusJobsQuery>;

export const campusCalendarQuery = z.object({
  kind: oneOf(CAMPUS_KIND_VALUES, '分栏'),
  classYear: oneOf(CLASS_YEAR_VALUES, '届别'),
  city: oneOf(CITY_VALUES, '城市'),
  /** Deadlines within this month, `YYYY-MM`; default: from today on. */
  month: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string({ error: '月份格式应为 YYYY-MM' })
      .regex(/^20\d\d-(0[1-9]|1[0-2])$/, { error: '月份格式应为 YYYY-MM' })
      .optional(),
  ),
});
export type CampusCalendarQuery = z.infer<typeof campusCalendarQuery>;

/** One employer's batch in the 网申 calendar: its jobs share an application window. */
export interface CampusCalendarEntry {
  companyId: string;
  companyName: string;
  logo: string;
  kind: CampusKind;
  classYear: ClassYear;
  batch: CampusBatch;
  cities: CityCode[];
  jobCount: number;
  applyStart: string;
  applyDeadline: string;
}
