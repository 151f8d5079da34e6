import { defineDict, simpleDict, type DictOption } from './types.ts';

/** Employer option sets: size, financing stage, two-level industry, and the job-category tree. */

export const COMPANY_SIZE_VALUES = ['0-20', '20-99', '100-499', '500-999', '1000-9999', 'above10000'] as const;
export type CompanySize = (typeof COMPANY_SIZE_VALUES)[number];
export const companySizeDict = simpleDict('companySize', COMPANY_SIZE_VALUES);

export const STAGE_VALUES = ['unfunded', 'angel', 'seriesA', 'seriesB', 'seriesC', 'seriesD', 'listed', 'noNeed'] as const;
export type FinancingStage = (typeof STAGE_VALUES)[number];
export const stageDict = simpleDict('stage', STAGE_VALUES);

/** Top-level industry → its sub-industries. Sub values are unique across the tree, so one code names either level. */
const INDUSTRY_TREE = {
  internet: ['ai', 'platform', 'localServices', 'cloud'],
  ecommerce: ['marketplace', 'crossBorder', 'liveCommerce'],
  gaming: ['mobileGames', 'pcGames', 'esports'],
  software: ['saas', 'itServices', 'security', 'industrialSoftware'],
  finance: ['banking', 'securities', 'insurance', 'fintech'],
  education: ['vocational', 'higherEdu', 'onlineEdu', 'earlyEdu'],
  healthcare: ['hospital', 'pharma', 'medicalDevice', 'healthService'],
  realestate: ['developer', 'construction', 'propertyMgmt', 'decoration'],
  manufacturing: ['automotive', 'electronics', 'machinery', 'chemical'],
  logistics: ['express', 'warehousing', 'freight'],
  media: ['advertising', 'filmTv', 'publishing'],
  consumer: ['fmcg', 'retail', 'catering', 'hospitality'],
  energy: ['newEnergy', 'power', 'environmental'],
  public: ['government', 'nonprofit', 'research'],
} as const;

export type IndustryTop = keyof typeof INDUSTRY_TREE;
export type IndustrySub = (typeof INDUSTRY_TREE)[IndustryTop][number];
export type Industry = IndustryTop | IndustrySub;

export const INDUSTRY_TOP_VALUES = Object.keys(INDUSTRY_TREE) as IndustryTop[];
export const INDUSTRY_SUB_VALUES = Object.values(INDUSTRY_TREE).flat() as IndustrySub[];
/** Both levels: what an `industry` filter accepts. */
export const INDUSTRY_VALUES: readonly Industry[] = [...INDUSTRY_TOP_VALUES, ...INDUSTRY_SUB_VALUES];

export const industryDict = defineDict(
  'industry',
  INDUSTRY_VALUES.map((value) => ({ value, parent: parentOf(value) })),
);

export interface IndustryNode extends DictOption<IndustryTop> {
  children: readonly DictOption<IndustrySub>[];
}
/** The two-level tree for cascaders and mega-menus. */
export const INDUSTRY_TREE_OPTIONS: readonly IndustryNode[] = INDUSTRY_TOP_VALUES.map((top) => ({
  ...industryDict.options.find((o) => o.value === top)!,
  value: top,
  children: INDUSTRY_TREE[top].map((sub) => ({ value: sub, labelId: industryDict.options.find((o) => o.value === sub)!.labelId })),
}));

/** The top-level industry of a sub-industry, null for a top-level one. */
export function parentOf(industry: Industry): IndustryTop | null {
  for (const top of INDUSTRY_TOP_VALUES) if ((INDUSTRY_TREE[top] as readonly string[]).includes(industry)) return top;
  return null;
}

/** Job categories: the home page's hot-job tabs and the category menu. */
export const JOB_CATEGORY_VALUES = [
  'tech',
  'product',
  'design',
  'operations',
  'marketing',
  'sales',
  'hr',
  'finance',
  'education',
  'healthcare',
  'manufacturing',
  'logistics',
  'service',
  'media',
] as const;
export type JobCategory = (typeof JOB_CATEGORY_VALUES)[number];
export const jobCategoryDict = simpleDict('jobCategory', JOB_CATEGORY_VALUES);
