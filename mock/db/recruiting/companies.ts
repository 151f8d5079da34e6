import { CITY_VALUES, districtsOf, type CityCode } from '../../../src/dicts/city.ts';
import { INDUSTRY_TOP_VALUES, INDUSTRY_SUB_VALUES, parentOf, type CompanySize, type FinancingStage, type IndustrySub, type IndustryTop } from '../../../src/dicts/company.ts';
import { BENEFIT_VALUES, type Benefit } from '../../../src/dicts/job.ts';
import type { Rng } from '../rng.ts';
import { BUILDINGS, BUSINESS_AREAS, CITY_GEO, CITY_WEIGHT, STREETS } from './content/geo.ts';
import { BRAND_FIRST, BRAND_SECOND, ENTITY_TYPES, EXECUTIVE_TITLES, INDUSTRY_WORDS, LISTED_ENTITY_TYPE, OPERATING_STATUSES, personName, WORK_HOURS } from './content/names.ts';
import { makeCreditCode, SEED_EPOCH, weighted, weightedPicker, zh } from './labels.ts';
import type { CompanyRecord } from './types.ts';

/** 500+ employers across the 22 cities, the demo company c1 first. */
export const COMPANY_COUNT = 520;
export const DEMO_COMPANY = { id: 'c1', name: '聚才示范科技有限公司', shortName: '聚才科技' } as const;

const INDUSTRY_WEIGHT: Record<IndustryTop, number> = {
  internet: 14, software: 10, ecommerce: 7, gaming: 4, finance: 7, education: 6, healthcare: 7,
  realestate: 6, manufacturing: 12, logistics: 6, media: 5, consumer: 9, energy: 5, public: 2,
};
const SIZES: CompanySize[] = ['0-20', '20-99', '100-499', '500-999', '1000-9999', 'above10000'];
/** Plausible stages for each size (a 10,000-person firm is not at its angel round). */
const STAGES_BY_SIZE: Record<CompanySize, FinancingStage[]> = {
  '0-20': ['unfunded', 'angel', 'angel', 'noNeed'],
  '20-99': ['unfunded', 'angel', 'seriesA', 'seriesA', 'noNeed'],
  '100-499': ['seriesA', 'seriesB', 'seriesB', 'seriesC', 'noNeed', 'unfunded'],
  '500-999': ['seriesB', 'seriesC', 'seriesD', 'noNeed', 'listed'],
  '1000-9999': ['seriesC', 'seriesD', 'listed', 'listed', 'noNeed'],
  above10000: ['listed', 'listed', 'noNeed'],
};

export const pickCity = (() => {
  const picker = weightedPicker(CITY_VALUES, CITY_VALUES.map((c) => CITY_WEIGHT[c]));
  return (rng: Rng): CityCode => picker(rng.next);
})();

export function makeAddress(rng: Rng, city: CityCode) {
  const district = rng.pick(districtsOf(city));
  const area = rng.pick(BUSINESS_AREAS[district].split('|'));
  const address = `${zh(`dict.district.${district}`)}${rng.pick(STREETS)}${rng.int(1, 999)}号${area}${rng.pick(BUILDINGS)}${rng.int(2, 28)}层`;
  const geo = CITY_GEO[city];
  const jitter = () => Math.round((rng.next() - 0.5) * 0.3 * 1e5) / 1e5;
  return { city, district, area, address, lng: Math.round((geo.lng + jitter()) * 1e5) / 1e5, lat: Math.round((geo.lat + jitter()) * 1e5) / 1e5 };
}

const pad2 = (n: number) => String(n).padStart(2, '0');

function uniqueBrand(rng: Rng, used: Set<string>): string {
  for (let i = 0; i < 20; i++) {
    const brand = rng.pick(BRAND_FIRST) + rng.pick(BRAND_SECOND);
    if (brand[0] !== brand[1] && !used.has(brand)) return brand;
  }
  // Rare: the 2-character space is crowded; a third character keeps names unique.
  for (;;) {
    const brand = rng.pick(BRAND_FIRST) + rng.pick(BRAND_SECOND) + rng.pick(BRAND_SECOND);
    if (!used.has(brand)) return brand;
  }
}

function companyBenefits(rng: Rng): Benefit[] {
  const others = BENEFIT_VALUES.filter((b) => b !== 'insurance');
  return ['insurance', ...rng.sample(others, rng.int(3, 7))];
}

function aboutText(name: string, city: CityCode, industry: IndustrySub, founded: number, size: CompanySize): string {
  const staff = zh(`dict.companySize.${size}`);
  return `${name}成立于${founded}年，总部位于${zh(`dict.city.${city}`)}，是一家专注于${zh(`dict.industry.${industry}`)}领域的企业，现有员工${staff}。公司坚持以客户为中心，依法合规经营，为员工提供有竞争力的薪酬和完善的培训体系。欢迎认同我们价值观的你加入。`;
}

interface CompanySeed {
  brand: string;
  city: CityCode;
  industry: IndustrySub;
  size: CompanySize;
  stage: FinancingStage;
  name: string;
  shortName: string;
}

function companySeed(rng: Rng, index: number, used: Set<string>): CompanySeed {
  if (index === 0) {
    return { brand: '聚才', city: 'hangzhou', industry: 'saas', size: '100-499', stage: 'seriesB', name: DEMO_COMPANY.name, shortName: DEMO_COMPANY.shortName };
  }
  const city = pickCity(rng);
  const top = weighted(rng.next, INDUSTRY_TOP_VALUES, INDUSTRY_TOP_VALUES.map((t) => INDUSTRY_WEIGHT[t]));
  const industry = rng.pick(INDUSTRY_SUB_VALUES.filter((s) => parentOf(s) === top));
  const size = weighted(rng.next, SIZES, [10, 26, 30, 14, 14, 6]);
  const brand = uniqueBrand(rng, used);
  const word = rng.pick(INDUSTRY_WORDS[top]);
  return { brand, city, industry, size, stage: rng.pick(STAGES_BY_SIZE[size]), name: `${zh(`dict.city.${city}`)}${brand}${word}有限公司`, shortName: `${brand}${word.slice(0, 2)}` };
}

function makeCompany(rng: Rng, index: number, used: Set<string>): CompanyRecord {
  const seed = companySeed(rng, index, used);
  used.add(seed.brand);
  const id = `c${index + 1}`;
  const founded = new Date(SEED_EPOCH).getFullYear() - rng.int(seed.size === '0-20' ? 1 : 3, 25);
  const geo = CITY_GEO[seed.city];
  const addresses = [makeAddress(rng, seed.city)];
  if (rng.chance(0.3)) addresses.push(makeAddress(rng, pickCity(rng)));
  const capital = seed.size === 'above10000' ? rng.int(50000, 500000) : rng.int(10, 20000);
  return {
    id,
    name: seed.name,
    shortName: seed.shortName,
    // No uploaded logo: the app draws a tile from the short name (src/components/LogoTile).
    logo: '',
    industry: seed.industry,
    industryTop: parentOf(seed.industry)!,
    stage: seed.stage,
    size: seed.size,
    city: seed.city,
    verified: index === 0 || rng.chance(0.85),
    veteranFriendly: index === 0 || rng.chance(0.08),
    about: aboutText(seed.name, seed.city, seed.industry, founded, seed.size),
    benefits: companyBenefits(rng),
    workHours: rng.pick(WORK_HOURS),
    restSchedule: weighted(rng.next, ['weekends', 'alternate', 'single'] as const, [78, 12, 10]),
    addresses: addresses.map(({ area: _area, ...a }) => a),
    photos: Array.from({ length: rng.int(3, 6) }, (_, k) => `photo/${id}-${k + 1}.svg`),
    executives: Array.from({ length: rng.int(2, 3) }, (_, k) => ({ name: personName(rng.pick, rng.chance(0.6)), title: EXECUTIVE_TITLES[k], avatar: '' })),
    registration: {
      legalRepresentative: personName(rng.pick, rng.chance(0.6)),
      registeredCapital: capital,
      founded: `${founded}-${pad2(rng.int(1, 12))}-${pad2(rng.int(1, 28))}`,
      entityType: seed.stage === 'listed' ? LISTED_ENTITY_TYPE : rng.pick(ENTITY_TYPES),
      operatingStatus: rng.pick(OPERATING_STATUSES),
      businessScope: `一般项目：${zh(`dict.industry.${seed.industry}`)}相关技术开发、技术咨询、技术服务；信息咨询服务（不含许可类信息咨询服务）；会议及展览服务；货物进出口。（除依法须经批准的项目外，凭营业执照依法自主开展经营活动）`,
      creditCode: makeCreditCode(rng.next, geo.adcode),
    },
    baseFollowers: rng.int(20, seed.size === 'above10000' ? 90000 : 6000),
    jobIds: [],
  };
}

export function generateCompanies(rng: Rng): CompanyRecord[] {
  const used = new Set<string>();
  return Array.from({ length: COMPANY_COUNT }, (_, i) => makeCompany(rng, i, used));
}
