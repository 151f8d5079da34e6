import type { CityCode, DistrictCode } from '../../../src/dicts/city.ts';
import type { CompanySize, FinancingStage, IndustrySub } from '../../../src/dicts/company.ts';
import type { Benefit } from '../../../src/dicts/job.ts';
import type { Rng } from '../rng.ts';
import type { Ownership } from './content/industries.ts';
import { zh } from './labels.ts';

/**
 * A company's 公司介绍, written from its own facts: what kind of employer it is, when and where it started, what
 * it offers and to whom, how it is funded, how big it is and what its staff get. Sentences vary by kind and
 * are drawn from small pools, so no two employers read alike even when their facts are close.
 */
export interface AboutFacts {
  name: string;
  shortName: string;
  ownership: Ownership;
  industry: IndustrySub;
  city: CityCode;
  district: DistrictCode;
  founded: number;
  /** Years since it was founded. */
  age: number;
  size: CompanySize;
  stage: FinancingStage;
  /** Listed companies: the year and the exchange. */
  listing: { year: number; exchange: string } | null;
  offers: readonly string[];
  clients: readonly string[];
  benefits: readonly Benefit[];
  /** Foreign and joint-venture employers: the parent group. */
  parent: { country: string; brand: string } | null;
  /** 事业单位: the department in charge; 社会组织: the kind of organisation. */
  supervisor: string | null;
  entityType: string;
}

const list = (items: readonly string[]) => items.join('、');

function opening(rng: Rng, f: AboutFacts): string {
  const city = zh(`dict.city.${f.city}`);
  const district = zh(`dict.district.${f.district}`);
  const industry = zh(`dict.industry.${f.industry}`);
  const offers = list(f.offers);
  const clients = list(f.clients);
  switch (f.ownership) {
    case 'soe':
      return rng.pick([
        `${f.name}是${city}市属国有企业，成立于${f.founded}年，主要从事${offers}等业务，服务${clients}。`,
        `${f.name}组建于${f.founded}年，是${city}市国资委监管的国有企业，业务涵盖${offers}，主要客户为${clients}。`,
      ]);
    case 'foreign':
      return `${f.name}是${f.parent!.country}${f.parent!.brand}集团在华设立的外商投资企业，${f.founded}年落户${city}${district}，在华负责${offers}等业务的经营，客户包括${clients}。`;
    case 'jointVenture':
      return `${f.name}由${city}本地企业与${f.parent!.country}${f.parent!.brand}集团于${f.founded}年合资设立，主要生产和销售${offers}，产品供应${clients}。`;
    case 'institution':
      return rng.pick([
        `${f.name}始建于${f.founded}年，是${city}市${f.supervisor}主管的公益类事业单位，主要承担${offers}等工作，服务${clients}。`,
        `${f.name}成立于${f.founded}年，隶属${city}市${f.supervisor}，是一家公益类事业单位，围绕${offers}为${clients}提供服务。`,
      ]);
    case 'nonprofit':
      return `${f.name}于${f.founded}年在${city}市民政局登记成立，是一家${f.entityType === '社会团体' ? '社会团体' : f.entityType === '基金会' ? '非公募基金会' : '民办非企业单位'}，长期开展${offers}等服务，受益对象包括${clients}。`;
    default:
      return rng.pick([
        `${f.name}成立于${f.founded}年，总部位于${city}${district}，是一家专注于${industry}领域的企业，主要提供${offers}。`,
        `${f.shortName}创立于${f.founded}年，扎根${city}，围绕${industry}为${clients}提供${offers}。`,
        `${f.name}（简称“${f.shortName}”）于${f.founded}年在${city}成立，核心业务包括${offers}，服务对象涵盖${clients}。`,
      ]);
  }
}

const USES_OF_FUNDS = ['产品研发', '市场拓展', '团队建设', '产能扩张', '海外业务'];

/** Enterprises only: how the business is funded. */
function funding(rng: Rng, f: AboutFacts): string {
  if (f.listing) return `${f.listing.year}年，公司在${f.listing.exchange}挂牌上市。`;
  if (f.ownership !== 'private') return '';
  switch (f.stage) {
    case 'unfunded':
      return rng.pick(['公司目前依靠自有资金稳健经营。', '公司尚未引入外部融资，以业务收入支撑发展。']);
    case 'angel':
      return '公司已获天使轮投资，正处于快速成长期。';
    case 'noNeed':
      return f.age >= 8 ? rng.pick(['公司盈利稳定，无需外部融资。', '公司经营多年、现金流充足，不依赖外部融资。']) : '公司以业务收入滚动发展，无需外部融资。';
    default:
      return `公司已完成${zh(`dict.stage.${f.stage}`)}融资，资金主要投入${list(rng.sample(USES_OF_FUNDS, 2))}。`;
  }
}

function headcount(rng: Rng, f: AboutFacts): string {
  const size = zh(`dict.companySize.${f.size}`);
  if (f.ownership === 'institution') return `现有在编及聘用人员${size}。`;
  if (f.ownership === 'nonprofit') return `现有专职工作人员${size}，另有一批长期志愿者。`;
  const big = f.size === '1000-9999' || f.size === 'above10000';
  return big ? `现有员工${size}，在全国${rng.int(6, 40)}个城市设有分支机构。` : `现有员工${size}。`;
}

const CULTURE = [
  '我们重视每一位同事的成长，推行导师制和内部转岗。',
  '团队氛围开放务实，鼓励直接沟通、对结果负责。',
  '公司坚持长期主义，把产品质量放在首位。',
  '我们相信专业创造价值，持续投入技能培训。',
  '管理扁平，新人也有机会负责完整的项目。',
  '多年来坚持合规经营，连续获评守信企业。',
  '我们尊重工作与生活的平衡，不鼓励无效加班。',
  '公司设有完善的晋升通道和年度调薪机制。',
];
const PUBLIC_SPIRIT = [
  '单位坚持公益属性，持续提升服务质量和群众满意度。',
  '我们以服务对象的需要为出发点，不断改进工作方式。',
  '单位重视人才培养，支持职工参加继续教育和职称评审。',
  '我们倡导专业、温暖、透明的工作作风。',
];

function people(rng: Rng, f: AboutFacts): string {
  const perks = list(f.benefits.slice(0, 4).map((b) => zh(`dict.benefit.${b}`)));
  const enterprise = f.ownership !== 'institution' && f.ownership !== 'nonprofit';
  return `${rng.pick(enterprise ? CULTURE : PUBLIC_SPIRIT)}员工享有${perks}等保障。`;
}

export function aboutText(rng: Rng, f: AboutFacts): string {
  return [opening(rng, f), funding(rng, f), headcount(rng, f), people(rng, f)].join('');
}
