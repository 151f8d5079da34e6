import { certificationBody, companyProfileBody, type CompanyProfileValues, type OwnCompany } from '../../src/contract/companyProfile.ts';
import { cityOfDistrict, type DistrictCode } from '../../src/dicts/city.ts';
import { parentOf } from '../../src/dicts/company.ts';
import { EMPLOYER_ERROR_CODES } from '../../src/contract/codes.ts';
import { ApiError, conflict } from '../core/errors.ts';
import { route } from '../core/router.ts';
import type { Db, UserRecord } from '../db/index.ts';
import { canPublish, certificationOf, scheduleCertificationReview } from '../db/recruiting/certification.ts';
import { CITY_GEO } from '../db/recruiting/content/geo.ts';
import { placeName } from '../db/recruiting/labels.ts';
import { ensureRecruiterRecord } from '../db/recruiting/recruiterAccounts.ts';
import type { CompanyRecord } from '../db/recruiting/types.ts';

/**
 * The recruiter's own company (/companyInformation): the profile /comdetail shows, and certification. A recruiter
 * who signed up but whose company is not on the platform yet (`pending-…`) is told so, never given another's.
 */

/** What a recruiter without a company page is told: the next step is theirs to take, on /companyInformation. */
export const COMPANY_PAGE_MISSING_MESSAGE = '请先在“企业信息”创建企业主页：填写企业资料并保存后即可认证、发布职位';

export function ownCompany(db: Db, user: UserRecord): CompanyRecord {
  const company = db.recruiting.companyById.get(user.companyId ?? '');
  if (!company) throw new ApiError(409, EMPLOYER_ERROR_CODES.companyPageMissing, COMPANY_PAGE_MISSING_MESSAGE);
  return company;
}

function profileOf(company: CompanyRecord): CompanyProfileValues {
  return {
    shortName: company.shortName,
    industry: company.industry,
    size: company.size,
    stage: company.stage,
    about: company.about,
    benefits: company.benefits,
    workHours: company.workHours,
    restSchedule: company.restSchedule,
    addresses: company.addresses.map((a) => ({ district: a.district, address: a.address })),
  };
}

export function ownCompanyView(db: Db, company: CompanyRecord, now: number): OwnCompany {
  return {
    id: company.id,
    name: company.name,
    profile: profileOf(company),
    certification: certificationOf(db, company, now),
    canPublish: canPublish(db, company, now),
  };
}

/** A recruiter who signed up with a company not on the platform yet: the page asks for its profile first. */
export function notYetRegistered(user: UserRecord): OwnCompany {
  const name = user.companyName ?? '';
  return {
    id: '',
    name,
    profile: null,
    certification: { status: 'unverified', legalName: name, creditCode: null, submittedAt: null, decidedAt: null, reason: null, recheckAt: null },
    canPublish: false,
  };
}

/**
 * Creates the company a new recruiter named at sign-up, from the profile they filled in. It stays off the public
 * lists (search, /comdetail) until it is certified; the registry data comes with certification.
 */
function registerCompany(db: Db, user: UserRecord): CompanyRecord {
  const id = `c${db.recruiting.companyById.size + 1}`;
  const company: CompanyRecord = {
    id,
    name: user.companyName ?? '',
    shortName: '',
    logo: '',
    ownership: 'private',
    industry: 'saas',
    industryTop: parentOf('saas')!,
    stage: 'noNeed',
    size: '0-20',
    city: 'beijing',
    verified: false,
    veteranFriendly: false,
    about: '',
    benefits: [],
    workHours: '09:00-18:00',
    restSchedule: 'weekends',
    addresses: [],
    photos: [],
    executives: [],
    registration: { legalRepresentative: '', registeredCapital: 0, founded: '', entityType: '', operatingStatus: '', businessScope: '', creditCode: '' },
    baseFollowers: 0,
    jobIds: [],
  };
  db.recruiting.companyById.set(id, company);
  // A plan bought before the company page existed comes with it.
  const membership = db.memberships.get(user.companyId ?? '');
  if (membership) {
    db.memberships.set(id, membership);
    db.memberships.delete(user.companyId ?? '');
  }
  user.companyId = id;
  // The account's recruiter record moves with it from the `pending-…` placeholder to the company.
  ensureRecruiterRecord(db, user);
  return company;
}

export const isRegistered = (db: Db, user: UserRecord) => db.recruiting.companyById.has(user.companyId ?? '');

/** A typed address gets its province, city and district in front unless it already names the city. */
function fullAddress(district: DistrictCode, address: string): string {
  const city = cityOfDistrict(district);
  const place = placeName(city, district);
  return address.includes(place.slice(-6)) || address.startsWith(place) ? address : `${place}${address}`;
}

export const companyProfileRoutes = [
  route({
    method: 'GET',
    path: '/enterprise/company',
    auth: 'enterprise',
    handler: ({ db, user, now }): OwnCompany => (isRegistered(db, user!) ? ownCompanyView(db, ownCompany(db, user!), now) : notYetRegistered(user!)),
  }),
  route({
    method: 'PUT',
    path: '/enterprise/company',
    auth: 'enterprise',
    permission: 'canEditCompany',
    body: companyProfileBody,
    handler: ({ db, user, body, now }): OwnCompany => {
      // The first save of a company new to the platform creates it; the profile's fields are all required.
      const company = isRegistered(db, user!) ? ownCompany(db, user!) : registerCompany(db, user!);
      const addresses = body.addresses.map(({ district, address }) => {
        const full = fullAddress(district, address);
        const kept = company.addresses.find((a) => a.district === district && a.address === full);
        const city = cityOfDistrict(district);
        // The mock has no geocoder: a new address is placed at its city's centre until one is added.
        return kept ?? { city, district, address: full, lng: CITY_GEO[city].lng, lat: CITY_GEO[city].lat };
      });
      Object.assign(company, {
        shortName: body.shortName,
        industry: body.industry,
        industryTop: parentOf(body.industry)!,
        size: body.size,
        stage: body.stage,
        about: body.about,
        benefits: body.benefits,
        workHours: body.workHours,
        restSchedule: body.restSchedule,
        addresses,
        city: addresses[0].city,
      });
      return ownCompanyView(db, company, now);
    },
  }),
  route({
    method: 'POST',
    path: '/enterprise/company/certification',
    auth: 'enterprise',
    permission: 'canEditCompany',
    body: certificationBody,
    handler: ({ db, user, body, now }): OwnCompany => {
      const company = ownCompany(db, user!);
      const current = certificationOf(db, company, now).status;
      if (current === 'pending') throw conflict('认证资料正在审核中，请等待结果');
      if (current === 'verified') throw conflict('企业已认证，复审时间到了再提交');
      const upload = db.uploads.get(body.licence);
      if (!upload || upload.ownerId !== user!.id) throw conflict('营业执照图片不存在，请重新上传');
      db.certifications.set(company.id, {
        status: 'pending',
        legalName: body.legalName,
        creditCode: body.creditCode,
        licence: body.licence,
        submittedAt: now,
        decidedAt: null,
        reason: null,
      });
      scheduleCertificationReview(db, company.id);
      return ownCompanyView(db, company, now);
    },
  }),
];
