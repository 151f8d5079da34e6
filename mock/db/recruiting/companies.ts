import { CITY_VALUES, districtsOf, type CityCode, type DistrictCode } from '../../../src/dicts/city.ts';
import {
  INDUSTRY_SUB_VALUES,
  INDUSTRY_TOP_VALUES,
  parentOf,
  type CompanySize,
  type FinancingStage,
  type IndustrySub,
  type IndustryTop,
} from '../../../src/dicts/company.ts';
import { BENEFIT_VALUES, type Benefit } from '../../../src/dicts/job.ts';
import type { Rng } from '../rng.ts';
import { aboutText } from './about.ts';
import {
  CN_ORDINALS,
  ENTERPRISE_LEADERS,
  ENTITY_TYPES,
  EXCHANGES,
  FOREIGN_COUNTRIES,
  FOREIGN_FIRST,
  FOREIGN_SECOND,
  JOINT_STOCK_TYPE,
  LISTED_ENTITY_TYPE,
  PUBLIC_BODIES,
  SIZES_BY_OWNERSHIP,
  type PublicBodyKind,
} from './content/employers.ts';
import { BUILDINGS, BUSINESS_AREAS, CITY_GEO, CITY_WEIGHT, STREETS } from './content/geo.ts';
import { INDUSTRY_PROFILES, isEnterprise, OWNERSHIP_VALUES, type Ownership } from './content/industries.ts';
import { BRAND_FIRST, BRAND_SECOND, OPERATING_STATUSES, personName, WORK_HOURS } from './content/names.ts';
import { makeCreditCode, placeName, SEED_EPOCH, weighted, weightedPicker, zh } from './labels.ts';
import type { CompanyRecord } from './types.ts';

/** 500+ employers across the 22 cities, the demo company c1 first. */
export const COMPANY_COUNT = 520;
export const DEMO_COMPANY = { id: 'c1', name: '聚才示范科技有限公司', shortName: '聚才科技' } as const;

const INDUSTRY_WEIGHT: Record<IndustryTop, number> = {
  internet: 14,
  software: 10,
  ecommerce: 7,
  gaming: 4,
  finance: 7,
  education: 6,
  healthcare: 7,
  realestate: 6,
  manufacturing: 12,
  logistics: 6,
  media: 5,
  consumer: 9,
  energy: 5,
  public: 3,
};
/** Financing stages a private company of each size plausibly reports (a 10,000-person firm is not at its angel round). */
const PRIVATE_STAGES: Record<CompanySize, FinancingStage[]> = {
  '0-20': ['unfunded', 'angel', 'angel', 'noNeed'],
  '20-99': ['unfunded', 'angel', 'seriesA', 'seriesA', 'noNeed'],
  '100-499': ['seriesA', 'seriesB', 'seriesB', 'seriesC', 'noNeed', 'unfunded'],
  '500-999': ['seriesB', 'seriesC', 'seriesD', 'noNeed', 'listed'],
  '1000-9999': ['seriesC', 'seriesD', 'listed', 'listed', 'noNeed'],
  above10000: ['listed', 'listed', 'noNeed'],
};
const LARGE: readonly CompanySize[] = ['500-999', '1000-9999', 'above10000'];
const SUBS_OF = Object.fromEntries(INDUSTRY_TOP_VALUES.map((top) => [top, INDUSTRY_SUB_VALUES.filter((s) => parentOf(s) === top)])) as Record<
  IndustryTop,
  IndustrySub[]
>;

/**
 * The stage follows from the kind of employer: 事业单位 and 社会组织 are not financed at all, state firms and
 * foreign subsidiaries need no rounds (large state groups may be listed), private firms by size. Only a large
 * enterprise founded at least six years ago can be listed.
 */
function stageFor(rng: Rng, ownership: Ownership, size: CompanySize, age: number): FinancingStage {
  const canList = LARGE.includes(size) && age >= 6;
  let stage: FinancingStage = 'noNeed';
  if (ownership === 'private') stage = rng.pick(PRIVATE_STAGES[size]);
  else if (ownership === 'soe' && canList && rng.chance(0.35)) stage = 'listed';
  return stage === 'listed' && !canList ? 'noNeed' : stage;
}

export const pickCity = (() => {
  const picker = weightedPicker(
    CITY_VALUES,
    CITY_VALUES.map((c) => CITY_WEIGHT[c]),
  );
  return (rng: Rng): CityCode => picker(rng.next);
})();

/**
 * A full postal address: 浙江省杭州市西湖区文三路188号文三科创中心12层. The street is the business area when
 * that is itself a road (文三路), and a building is never named like its area twice, so no place name repeats.
 */
/** Per business area: the streets and buildings an address there may name without repeating the area. */
const AREA_PARTS = new Map<string, { streets: readonly string[]; stem: string; buildings: string[] }>();
function areaParts(area: string) {
  let parts = AREA_PARTS.get(area);
  if (!parts) {
    const isRoad = /(路|街|道)$/.test(area);
    // 文三路188号科创中心, 望京国际广场: a road is not repeated in the building's name, nor an area's last word.
    parts = isRoad
      ? { streets: [area], stem: '', buildings: BUILDINGS.filter((b) => b.length >= 3) }
      : { streets: STREETS.filter((s) => !s.includes(area)), stem: area, buildings: BUILDINGS.filter((b) => !area.endsWith(b)) };
    AREA_PARTS.set(area, parts);
  }
  return parts;
}

export function makeAddress(rng: Rng, city: CityCode, district: DistrictCode = rng.pick(districtsOf(city)), inOfficeBuilding = true) {
  const area = rng.pick(BUSINESS_AREAS[district].split('|'));
  const parts = areaParts(area);
  const street = rng.pick(parts.streets);
  const building = `${parts.stem}${rng.pick(parts.buildings)}`;
  const floor = rng.int(2, 28);
  // Schools, hospitals and public offices have their own premises, not a floor in an office tower.
  const address = `${placeName(city, district)}${street}${rng.int(1, 999)}号${inOfficeBuilding ? `${building}${floor}层` : ''}`;
  const geo = CITY_GEO[city];
  const jitter = () => Math.round((rng.next() - 0.5) * 0.3 * 1e5) / 1e5;
  return { city, district, area, address, lng: Math.round((geo.lng + jitter()) * 1e5) / 1e5, lat: Math.round((geo.lat + jitter()) * 1e5) / 1e5 };
}

const pad2 = (n: number) => String(n).padStart(2, '0');

function uniqueBrand(rng: Rng, used: Set<string>, first: readonly string[] = BRAND_FIRST, second: readonly string[] = BRAND_SECOND): string {
  for (let i = 0; i < 20; i++) {
    const brand = rng.pick(first) + rng.pick(second);
    if (brand[0] !== brand[1] && !used.has(brand)) return brand;
  }
  // Rare: the 2-character space is crowded; a third character keeps names unique.
  for (;;) {
    const brand = rng.pick(first) + rng.pick(second) + rng.pick(BRAND_SECOND);
    if (!used.has(brand)) return brand;
  }
}

/** State employers and charities offer no stock options. */
function companyBenefits(rng: Rng, ownership: Ownership): Benefit[] {
  const others = BENEFIT_VALUES.filter((b) => b !== 'insurance' && (ownership === 'private' || b !== 'stock'));
  return ['insurance', ...rng.sample(others, rng.int(3, 7))];
}

/** Who the employer is on paper: name, short name, entity type, credit-code prefix and leaders' titles. */
interface Identity {
  name: string;
  shortName: string;
  entityType: string;
  creditPrefix: string;
  leaders: readonly string[];
  parent: { country: string; brand: string } | null;
  supervisor: string | null;
  /** What this particular body does, when its name decides it (a 不动产登记中心). */
  offers: readonly string[] | null;
}

/** Whole words a business word ends in, which a short name leaves off (智能|科技 → 智能, 物业|服务 → 物业). */
const GENERIC_TAILS = [
  '科技',
  '技术',
  '管理',
  '服务',
  '发展',
  '工程',
  '设计',
  '咨询',
  '医院',
  '保险',
  '传媒',
  '传播',
  '连锁',
  '策划',
  '贸易',
  '系统',
  '装备',
  '设备',
  '器械',
  '软件',
];
/** How people shorten the business words that lose more than a tail (电子商务 → 电商); '' for the brand alone. */
const SHORT_WORDS: Record<string, string> = {
  人工智能科技: '智能',
  信息安全技术: '安全',
  网络安全科技: '安全',
  互动娱乐: '互娱',
  数字娱乐: '娱乐',
  数字科技: '数科',
  电子商务: '电商',
  跨境电子商务: '电商',
  电子竞技: '电竞',
  文化体育: '文体',
  在线教育科技: '教育',
  职业技能培训: '培训',
  智能制造科技: '智造',
  金融信息服务: '金服',
  农村商业银行: '农商银行',
  国际货运代理: '货代',
  房地产开发: '地产',
  城市发展: '城发',
  城市服务: '服务',
  生物医药: '医药',
  精密机械: '精机',
  财产保险: '财险',
  汽车电子: '电子',
  新能源汽车: '汽车',
  汽车零部件: '',
  医院管理: '',
};

/**
 * The short name people use for a company: its brand (字号) with the business word as they shorten it — whole
 * (软件, 半导体), without a generic tail (智能科技 → 智能), or by its usual abbreviation (电子商务 → 电商) — never the
 * first characters of the legal name (卓界人工智能科技 is 卓界智能, not 卓界人工).
 */
export function shortWord(word: string): string {
  if (word in SHORT_WORDS) return SHORT_WORDS[word];
  if (word.length <= 3) return word;
  const tail = GENERIC_TAILS.find((t) => word.endsWith(t));
  const kept = tail ? word.slice(0, -tail.length) : '';
  return kept.length >= 2 && kept.length <= 3 ? kept : '';
}

function enterpriseIdentity(rng: Rng, ownership: Ownership, industry: IndustrySub, city: CityCode, stage: FinancingStage, used: Set<string>): Identity {
  const profile = INDUSTRY_PROFILES[industry];
  const word = rng.pick(profile.words ?? ['科技']);
  const cityName = zh(`dict.city.${city}`);
  const listed = stage === 'listed';
  const jointStock = listed || !!profile.jointStock;
  const form = jointStock ? '股份有限公司' : '有限公司';
  const privateType = ownership === 'soe' ? 'soe' : 'private';
  const entityType = listed ? LISTED_ENTITY_TYPE : jointStock ? JOINT_STOCK_TYPE[privateType] : rng.pick(ENTITY_TYPES[ownership as keyof typeof ENTITY_TYPES]);
  const leaders =
    ownership === 'private'
      ? listed
        ? ENTERPRISE_LEADERS.listed
        : ENTERPRISE_LEADERS.private
      : ENTERPRISE_LEADERS[ownership as 'soe' | 'foreign' | 'jointVenture'];
  if (ownership === 'foreign' || ownership === 'jointVenture') {
    const parent = { country: rng.pick(FOREIGN_COUNTRIES), brand: uniqueBrand(rng, used, FOREIGN_FIRST, FOREIGN_SECOND) };
    used.add(parent.brand);
    if (ownership === 'foreign')
      return {
        name: `${parent.brand}${word}（${cityName}）有限公司`,
        shortName: `${parent.brand}${shortWord(word)}`,
        entityType,
        creditPrefix: '91',
        leaders,
        parent,
        supervisor: null,
        offers: null,
      };
    const brand = uniqueBrand(rng, used);
    used.add(brand);
    return {
      name: `${cityName}${brand}${parent.brand}${word}有限公司`,
      shortName: `${brand}${parent.brand}`,
      entityType,
      creditPrefix: '91',
      leaders,
      parent,
      supervisor: null,
      offers: null,
    };
  }
  const brand = uniqueBrand(rng, used);
  used.add(brand);
  return {
    name: `${cityName}${brand}${word}${form}`,
    shortName: `${brand}${shortWord(word)}`,
    entityType,
    creditPrefix: '91',
    leaders,
    parent: null,
    supervisor: null,
    offers: null,
  };
}

function publicIdentity(rng: Rng, ownership: Ownership, industry: IndustrySub, city: CityCode, district: DistrictCode, used: Set<string>): Identity {
  const kinds = PUBLIC_BODIES[`${ownership}:${industry}`] as readonly PublicBodyKind[];
  const kind = rng.pick(kinds);
  const fill = (template: string, brand: string, field: string, n: string) =>
    template
      .replace('{city}', zh(`dict.city.${city}`))
      .replace('{district}', zh(`dict.district.${district}`))
      .replace('{brand}', brand)
      .replace('{field}', field)
      .replace('{n}', n);
  for (;;) {
    const brand = kind.name.includes('{brand}') ? uniqueBrand(rng, used) : '';
    const field = kind.fields ? rng.pick(kind.fields) : '';
    const n = rng.pick(CN_ORDINALS);
    const name = fill(kind.name, brand, field, n);
    if (used.has(name)) continue;
    used.add(name);
    if (brand) used.add(brand);
    const supervisor = kind.supervisor ? fill(rng.pick(kind.supervisor), brand, field, n) : null;
    return {
      name,
      shortName: fill(kind.short, brand, field, n),
      entityType: kind.entityType,
      creditPrefix: kind.creditPrefix,
      leaders: kind.leaders,
      parent: null,
      supervisor,
      offers: kind.fieldOffers?.[field] ?? null,
    };
  }
}

interface CompanySeed extends Identity {
  ownership: Ownership;
  city: CityCode;
  district: DistrictCode;
  industry: IndustrySub;
  size: CompanySize;
  stage: FinancingStage;
  founded: number;
}

const SEED_YEAR = new Date(SEED_EPOCH).getFullYear();

function companySeed(rng: Rng, index: number, used: Set<string>): CompanySeed {
  if (index === 0) {
    const identity = {
      name: DEMO_COMPANY.name,
      shortName: DEMO_COMPANY.shortName,
      entityType: ENTITY_TYPES.private[0],
      creditPrefix: '91',
      leaders: ENTERPRISE_LEADERS.private,
      parent: null,
      supervisor: null,
      offers: null,
    };
    return {
      ...identity,
      ownership: 'private',
      city: 'hangzhou',
      district: 'hangzhou-binjiang',
      industry: 'saas',
      size: '100-499',
      stage: 'seriesB',
      founded: SEED_YEAR - 9,
    };
  }
  const city = pickCity(rng);
  const district = rng.pick(districtsOf(city));
  const top = weighted(
    rng.next,
    INDUSTRY_TOP_VALUES,
    INDUSTRY_TOP_VALUES.map((t) => INDUSTRY_WEIGHT[t]),
  );
  const industry = rng.pick(SUBS_OF[top]);
  const owners = INDUSTRY_PROFILES[industry].owners;
  const ownership = weighted(
    rng.next,
    OWNERSHIP_VALUES,
    OWNERSHIP_VALUES.map((o) => owners[o] ?? 0),
  );
  const { sizes, weights } = SIZES_BY_OWNERSHIP[ownership];
  const size = weighted(rng.next, sizes, weights);
  // State bodies and large groups are older; a small start-up may be a year old.
  const age = ownership === 'institution' ? rng.int(12, 60) : ownership === 'soe' ? rng.int(8, 40) : rng.int(size === '0-20' ? 1 : 3, size === '0-20' ? 8 : 25);
  const stage = isEnterprise(ownership) ? stageFor(rng, ownership, size, age) : 'noNeed';
  const identity = isEnterprise(ownership)
    ? enterpriseIdentity(rng, ownership, industry, city, stage, used)
    : publicIdentity(rng, ownership, industry, city, district, used);
  return { ...identity, ownership, city, district, industry, size, stage, founded: SEED_YEAR - age };
}

/** 注册资本 (enterprises) or 开办资金 (事业单位, 社会组织), in 万元. */
function capitalFor(rng: Rng, seed: CompanySeed): number {
  if (!isEnterprise(seed.ownership)) return seed.ownership === 'institution' ? rng.int(50, 5000) : rng.int(3, 800);
  if (seed.size === 'above10000') return rng.int(50000, 500000);
  return seed.stage === 'listed' || seed.ownership !== 'private' ? rng.int(5000, 80000) : rng.int(10, 20000);
}

function businessScope(seed: CompanySeed): string {
  const items = INDUSTRY_PROFILES[seed.industry].scope.join('；');
  if (seed.ownership === 'institution') return `宗旨和业务范围：${items}。`;
  if (seed.ownership === 'nonprofit') return `业务范围：${items}。`;
  return `一般项目：${items}。（除依法须经批准的项目外，凭营业执照依法自主开展经营活动）`;
}

/**
 * Seeded companies have no photo album: an album is what a company uploads (the enterprise centre), and a
 * drawn stand-in would be a placeholder image on every company page. The draw that used to size the album is
 * kept, so that everything seeded after it stays as it was.
 */
function noSeededPhotos(rng: Rng): string[] {
  rng.int(3, 6);
  return [];
}

function makeCompany(rng: Rng, index: number, used: Set<string>): CompanyRecord {
  const seed = companySeed(rng, index, used);
  const id = `c${index + 1}`;
  const geo = CITY_GEO[seed.city];
  const addresses = [makeAddress(rng, seed.city, seed.district, isEnterprise(seed.ownership))];
  if (isEnterprise(seed.ownership) && rng.chance(0.3)) addresses.push(makeAddress(rng, pickCity(rng)));
  const benefits = companyBenefits(rng, seed.ownership);
  const profile = INDUSTRY_PROFILES[seed.industry];
  const listing = seed.stage === 'listed' ? { year: Math.min(SEED_YEAR - 1, seed.founded + rng.int(5, 15)), exchange: rng.pick(EXCHANGES) } : null;
  const about = aboutText(rng, {
    ...seed,
    age: SEED_YEAR - seed.founded,
    listing,
    offers: seed.offers ? rng.sample(seed.offers, 2) : rng.sample(profile.offer, rng.int(2, 3)),
    clients: rng.sample(profile.clients, 2),
    benefits: rng.sample(benefits, benefits.length),
  });
  const publicHours = !isEnterprise(seed.ownership) || seed.ownership === 'soe';
  return {
    id,
    name: seed.name,
    shortName: seed.shortName,
    // No uploaded logo: the app draws a tile from the short name (src/components/LogoTile).
    logo: '',
    ownership: seed.ownership,
    industry: seed.industry,
    industryTop: parentOf(seed.industry)!,
    stage: seed.stage,
    size: seed.size,
    city: seed.city,
    verified: index === 0 || rng.chance(0.85),
    veteranFriendly: index === 0 || rng.chance(seed.ownership === 'soe' || seed.ownership === 'institution' ? 0.2 : 0.08),
    about,
    benefits,
    workHours: publicHours ? rng.pick(['08:30-17:30', '09:00-17:00']) : rng.pick(WORK_HOURS),
    restSchedule: publicHours ? 'weekends' : weighted(rng.next, ['weekends', 'alternate', 'single'] as const, [78, 12, 10]),
    addresses: addresses.map(({ area: _area, ...a }) => a),
    photos: noSeededPhotos(rng),
    executives: Array.from({ length: rng.int(2, 3) }, (_, k) => ({ name: personName(rng.pick, rng.chance(0.6)), title: seed.leaders[k], avatar: '' })),
    registration: {
      legalRepresentative: personName(rng.pick, rng.chance(0.6)),
      registeredCapital: capitalFor(rng, seed),
      founded: `${seed.founded}-${pad2(rng.int(1, 12))}-${pad2(rng.int(1, 28))}`,
      entityType: seed.entityType,
      operatingStatus: isEnterprise(seed.ownership) ? rng.pick(OPERATING_STATUSES) : '正常',
      businessScope: businessScope(seed),
      creditCode: makeCreditCode(rng.next, geo.adcode, seed.creditPrefix),
    },
    baseFollowers: rng.int(20, seed.size === 'above10000' ? 90000 : 6000),
    jobIds: [],
  };
}

export function generateCompanies(rng: Rng): CompanyRecord[] {
  const used = new Set<string>();
  return Array.from({ length: COMPANY_COUNT }, (_, i) => makeCompany(rng, i, used));
}
