import type { JobCategory } from './company.ts';
import { defineDict, type DictOption } from './types.ts';

/**
 * The three-level job taxonomy: category (the existing `JOB_CATEGORY_VALUES`, unchanged, so saved searches,
 * URLs and alerts keep working) → subcategory → position, e.g. 技术 › 前端/移动开发 › 前端开发工程师. Values are
 * stable ASCII codes, unique across the tree, so one code names a node and its parents follow from it. Labels
 * are `dict.jobSubcategory.<value>` and `dict.jobPosition.<value>` (src/dicts/zhLabels/jobPosition.ts).
 * Plain data and small functions: the job form's and the filters' pickers, the API's check and the mock use it.
 */
const JOB_POSITION_TREE = {
  tech: {
    frontendMobile: ['frontendDev', 'androidDev', 'iosDev', 'miniProgramDev'],
    backend: ['javaDev', 'goDev', 'pythonDev', 'cppDev'],
    dataAi: ['algorithmEngineer', 'dataAnalyst', 'bigDataDev', 'researcher'],
    qaOps: ['testEngineer', 'devopsEngineer', 'securityEngineer'],
    hardwareEmbedded: ['embeddedDev', 'hardwareEngineer', 'chipDesigner'],
  },
  product: {
    productManagement: ['productManager', 'bProductManager', 'aiProductManager'],
    gamePlanning: ['gameDesigner', 'numericalDesigner', 'levelDesigner'],
  },
  design: {
    visualInteraction: ['uiDesigner', 'uxDesigner', 'illustrator'],
    graphicBrand: ['graphicDesigner', 'brandDesigner', 'ecommerceDesigner'],
  },
  operations: {
    contentOperations: ['newMediaOperator', 'contentOperator', 'shortVideoOperator', 'communityOperator'],
    userOperations: ['userOperator', 'productOperator', 'eventOperator'],
    ecommerceOperations: ['ecommerceOperator', 'crossBorderOperator', 'liveOperator'],
  },
  marketing: {
    marketPromotion: ['marketingSpecialist', 'channelSpecialist', 'eventPlanner'],
    brandPr: ['brandSpecialist', 'prSpecialist', 'adPlanner'],
  },
  sales: {
    salesTeam: ['salesRepresentative', 'telesales', 'keyAccountSales', 'regionalSalesManager'],
    salesSupport: ['salesAssistant', 'businessSpecialist', 'businessDevelopment'],
  },
  hr: {
    humanResources: ['hrSpecialist', 'recruiter', 'compensationSpecialist', 'trainingSpecialist'],
    administration: ['adminSpecialist', 'receptionist', 'executiveAssistant'],
    clerical: ['clerk', 'counterStaff', 'dataEntryClerk'],
  },
  finance: {
    accounting: ['accountant', 'cashier', 'taxSpecialist'],
    legalCompliance: ['legalSpecialist', 'complianceSpecialist', 'lawyer'],
    investmentRisk: ['investmentAnalyst', 'industryResearcher', 'riskSpecialist'],
    wealthManagement: ['wealthManager', 'clientManager', 'insuranceAdvisor'],
  },
  education: {
    teaching: ['subjectTeacher', 'englishTeacher', 'teachingAssistant', 'schoolLeader'],
    earlyChildhood: ['preschoolTeacher', 'childcareWorker', 'earlyEducator'],
    eduConsulting: ['courseConsultant', 'studyPlanner', 'admissionsOfficer'],
  },
  healthcare: {
    clinical: ['physician', 'dentist', 'rehabTherapist'],
    nursing: ['nurse', 'midwife', 'careWorker'],
    pharmacy: ['pharmacist', 'drugResearcher', 'pharmaQuality'],
  },
  manufacturing: {
    engineering: ['mechanicalEngineer', 'electricalEngineer', 'processEngineer'],
    qualitySafety: ['qualityEngineer', 'qualityInspector', 'safetyOfficer'],
    production: ['productionWorker', 'cncOperator', 'welder'],
    construction: ['civilEngineer', 'costEngineer', 'siteSupervisor'],
  },
  logistics: {
    warehousing: ['warehouseKeeper', 'sorter', 'forkliftDriver'],
    delivery: ['courier', 'truckDriver', 'dispatcher'],
    procurement: ['purchaser', 'productionPlanner', 'supplyChainManager'],
  },
  service: {
    customerCare: ['customerServiceRep', 'phoneSupport', 'onlineSupport'],
    retailCatering: ['storeAssistant', 'barista', 'cook', 'waiter'],
    securityProperty: ['securityGuard', 'fireControlOperator', 'propertyButler'],
    communityService: ['socialWorker', 'communityWorker', 'volunteerCoordinator'],
  },
  media: {
    editorial: ['editor', 'reporter', 'copywriter'],
    videoLive: ['videoEditor', 'videoDirector', 'streamer'],
  },
} as const satisfies Record<JobCategory, Record<string, readonly string[]>>;

type Tree = typeof JOB_POSITION_TREE;
export type JobSubcategory = { [C in JobCategory]: keyof Tree[C] & string }[JobCategory];
export type JobPosition = { [C in JobCategory]: { [S in keyof Tree[C]]: Tree[C][S] extends readonly (infer P)[] ? P : never }[keyof Tree[C]] }[JobCategory] &
  string;

const CATEGORIES = Object.keys(JOB_POSITION_TREE) as JobCategory[];
const subsOf = (category: JobCategory) => JOB_POSITION_TREE[category] as Record<string, readonly string[]>;

export const JOB_SUBCATEGORY_VALUES = CATEGORIES.flatMap((c) => Object.keys(subsOf(c))) as JobSubcategory[];
export const JOB_POSITION_VALUES = CATEGORIES.flatMap((c) => Object.values(subsOf(c)).flat()) as JobPosition[];

export const jobSubcategoryDict = defineDict(
  'jobSubcategory',
  CATEGORIES.flatMap((category) => Object.keys(subsOf(category)).map((value) => ({ value: value as JobSubcategory, category }))),
);
export const jobPositionDict = defineDict(
  'jobPosition',
  CATEGORIES.flatMap((category) =>
    Object.entries(subsOf(category)).flatMap(([subcategory, positions]) =>
      positions.map((value) => ({ value: value as JobPosition, category, subcategory: subcategory as JobSubcategory })),
    ),
  ),
);

const subcategoryIndex = new Map(jobSubcategoryDict.options.map((o) => [o.value as string, o]));
const positionIndex = new Map(jobPositionDict.options.map((o) => [o.value as string, o]));

/** Where a position sits (its category and subcategory), or null for a value not in the tree. */
export function placeOfPosition(position: string | null | undefined): { category: JobCategory; subcategory: JobSubcategory } | null {
  const option = position ? positionIndex.get(position) : undefined;
  return option ? { category: option.category, subcategory: option.subcategory } : null;
}

/** The category a subcategory belongs to, or null for a value not in the tree. */
export const categoryOfSubcategory = (subcategory: string | null | undefined): JobCategory | null =>
  (subcategory && subcategoryIndex.get(subcategory)?.category) || null;

/** Whether a position is one of the category's (what the API checks a post's `position` against). */
export const positionInCategory = (category: JobCategory, position: string): boolean => placeOfPosition(position)?.category === category;

/** The subcategories of the given categories (all of them when none is given). */
export const subcategoriesOf = (categories: readonly string[] | undefined): readonly DictOption<JobSubcategory>[] =>
  categories?.length ? jobSubcategoryDict.options.filter((o) => categories.includes(o.category)) : jobSubcategoryDict.options;

/** The positions of a subcategory, or of the given categories. */
export const positionsOf = (categories: readonly string[] | undefined, subcategory?: string): readonly DictOption<JobPosition>[] =>
  jobPositionDict.options.filter((o) => (subcategory ? o.subcategory === subcategory : !categories?.length || categories.includes(o.category)));

/** A node of the three-level tree for cascaders: category → subcategory → position. */
export interface JobPositionNode {
  readonly value: string;
  readonly labelId: DictOption['labelId'];
  readonly children?: readonly JobPositionNode[];
}
export const JOB_POSITION_TREE_OPTIONS: readonly JobPositionNode[] = CATEGORIES.map((category) => ({
  value: category,
  labelId: `dict.jobCategory.${category}` as DictOption['labelId'],
  children: Object.entries(subsOf(category)).map(([subcategory, positions]) => ({
    value: subcategory,
    labelId: subcategoryIndex.get(subcategory)!.labelId,
    children: positions.map((position) => ({ value: position, labelId: positionIndex.get(position)!.labelId })),
  })),
}));
