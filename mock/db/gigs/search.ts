import type { GigCard, GigSearchQuery } from '../../../src/contract/gig.ts';
import { distanceKm } from '../../../src/contract/gig.ts';
import type { PageResult } from '../../../src/contract/envelope.ts';
import { DEFAULT_PAGE_SIZE } from '../../../src/contract/params.ts';
import { gigDistanceDict } from '../../../src/dicts/gig.ts';
import type { Db } from '../index.ts';
import { districtCentre } from './geo.ts';
import { isPublic, takesSignUps } from './records.ts';
import type { GigRecord } from './types.ts';
import { cardOf, employerBrief } from './views.ts';

/**
 * GET /gigs: every filter of /hourlyworker over the public gigs that take sign-ups (a shift before its deadline
 * with a place left). One pass over the listed gigs (about 650), cheap tests first; the sort needs the matches
 * only; cards are built for the page alone, each employer's credit once.
 */
export function searchGigs(db: Db, q: GigSearchQuery, now: number): PageResult<GigCard> {
  const store = db.gigs;
  const point = q.from ? districtCentre(q.from) : q.lng !== undefined && q.lat !== undefined ? { lng: q.lng, lat: q.lat } : null;
  const withinKm = q.within ? gigDistanceDict.options.find((o) => o.value === q.within)!.km : null;
  const keyword = q.keyword?.toLowerCase();
  const categories = q.category && new Set<string>(q.category);
  const settlements = q.settlement && new Set<string>(q.settlement);
  const employerTypes = q.employerType && new Set<string>(q.employerType);
  const payMinFen = q.payMin !== undefined ? q.payMin * 100 : null;
  const payMaxFen = q.payMax !== undefined ? q.payMax * 100 : null;
  const distance = new Map<GigRecord, number>();
  const matches: GigRecord[] = [];
  for (const gig of store.listed) {
    if (!isPublic(gig)) continue;
    if (q.city && gig.city !== q.city) continue;
    if (q.district && gig.district !== q.district) continue;
    if (categories && !categories.has(gig.category)) continue;
    if (settlements && !settlements.has(gig.settlement)) continue;
    if (q.payBasis && gig.pay.basis !== q.payBasis) continue;
    if (payMinFen !== null && gig.pay.amountFen < payMinFen) continue;
    if (payMaxFen !== null && gig.pay.amountFen > payMaxFen) continue;
    if (q.timeSlot && !q.timeSlot.some((slot) => gig.timeSlots.has(slot))) continue;
    if (q.student && gig.requirements.identity === 'worker') continue;
    if (q.mealsHousing && !gig.mealsHousing) continue;
    if (q.remote && !gig.remote) continue;
    if (keyword && !gig.hay.includes(keyword)) continue;
    const employer = store.employers.get(gig.employerId)!;
    if (q.verified && !employer.verified) continue;
    if (employerTypes && !employerTypes.has(employer.type)) continue;
    if (!gig.shifts.some((s) => takesSignUps(s, now) && (!q.date || s.date === q.date))) continue;
    if (point) {
      // A gig done from home is no distance away from anyone.
      const km = gig.remote ? 0 : distanceKm(point, gig.location);
      if (withinKm !== null && km > withinKm) continue;
      distance.set(gig, km);
    }
    matches.push(gig);
  }
  const nextStart = (g: GigRecord) => g.shifts.find((s) => takesSignUps(s, now))!.startAt;
  switch (q.sort) {
    case 'newest':
      matches.sort((a, b) => b.postedAt - a.postedAt || a.id.localeCompare(b.id));
      break;
    case 'nearest':
      matches.sort((a, b) => distance.get(a)! - distance.get(b)! || a.id.localeCompare(b.id));
      break;
    case 'pay':
      matches.sort((a, b) => b.hourlyFen - a.hourlyFen || a.id.localeCompare(b.id));
      break;
    case 'startSoon':
      matches.sort((a, b) => nextStart(a) - nextStart(b) || a.id.localeCompare(b.id));
      break;
    default:
      // 推荐: the listed order, 急招 first.
      matches.sort((a, b) => Number(b.urgent) - Number(a.urgent));
  }
  const pageSize = q.pageSize ?? DEFAULT_PAGE_SIZE;
  const current = q.current ?? 1;
  const briefs = new Map<string, ReturnType<typeof employerBrief>>();
  const list = matches.slice((current - 1) * pageSize, current * pageSize).map((gig) => {
    let brief = briefs.get(gig.employerId);
    if (!brief) briefs.set(gig.employerId, (brief = employerBrief(db, store.employers.get(gig.employerId)!, now)));
    return cardOf(db, gig, now, point, brief);
  });
  return { list, total: matches.length, current, pageSize };
}
