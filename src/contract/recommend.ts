import { z } from 'zod';
import type { CityCode } from '../dicts/city.ts';
import type { JobCategory } from '../dicts/company.ts';
import type { JobType, RecommendReason } from '../dicts/job.ts';
import { CITY_VALUES } from '../dicts/city.ts';
import type { PageResult } from './envelope.ts';
import type { JobCard } from './job.ts';
import { flag, idParam, oneOf, pagingShape } from './params.ts';

/** /recommend (job preferences as tabs, an infinite feed) and the home page. */

/** 求职期望: what the seeker is looking for (up to three). */
export interface JobPreference {
  id: string;
  /** The target role as the seeker typed it, e.g. 前端开发工程师. */
  title: string;
  /** Jobs whose title contains one of these count as a title match. */
  keywords: string[];
  category: JobCategory;
  city: CityCode;
  jobType: JobType;
  /** Expected monthly pay, yuan. */
  salaryMin: number;
  salaryMax: number;
}
export { MAX_PREFERENCES } from './jobValues.ts';

export const recommendQuery = z.object({
  /** A preference id; defaults to the first. Ignored when not personalised. */
  preference: idParam('求职期望'),
  /** featured: best matches first; newest: most recently refreshed first. */
  tab: oneOf(['featured', 'newest'] as const, '推荐分栏'),
  /** false = popular jobs, no personal data used (the 个性化推荐 switch). Default true. */
  personalised: flag('个性化推荐'),
  ...pagingShape,
});
export type RecommendQuery = z.infer<typeof recommendQuery>;

export interface RecommendedJob extends JobCard {
  /** Why it was shown: matched title/city/salary, or `popular` for non-personalised results. */
  reasons: RecommendReason[];
}

export interface RecommendPage extends PageResult<RecommendedJob> {
  personalised: boolean;
  /** The preference the feed was built from; null when not personalised. */
  preferenceId: string | null;
}

export const homeQuery = z.object({ city: oneOf(CITY_VALUES, '城市') });
export type HomeQuery = z.infer<typeof homeQuery>;

export interface HotJobTab {
  category: JobCategory;
  jobs: JobCard[];
}

export interface FeaturedEmployer {
  id: string;
  name: string;
  shortName: string;
  logo: string;
  openJobCount: number;
}

export interface HomeData {
  city: CityCode | null;
  /** 热搜 keywords, most searched first. */
  hotSearches: string[];
  /** What the company search offers instead: short names of featured employers (in the chosen city). */
  hotCompanySearches: string[];
  hotJobs: HotJobTab[];
  featuredEmployers: FeaturedEmployer[];
  /** Each zone entrance's list total: its open jobs as the zone lists them, every announcement for govwork. */
  zones: { graduate: number; internship: number; veterans: number; govwork: number };
  /** The totals of /jobpost (for this viewer) and /company. */
  totals: { jobs: number; companies: number };
  /** Seekers only: personalised picks; null for visitors and enterprise users. */
  recommended: JobCard[] | null;
}
