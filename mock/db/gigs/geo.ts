import { districtsOf, cityOfDistrict, type DistrictCode } from '../../../src/dicts/city.ts';
import { CITY_GEO } from '../recruiting/content/geo.ts';

/**
 * Where a district is, for distances from a chosen place: its centre, laid out around the city centre (about
 * 4-9 km out, in the order of the city's districts). Not surveyed coordinates, but stable and consistent: a
 * gig in a district is near that district's centre, and a neighbouring district is a few km further.
 */
const CENTRES = new Map<DistrictCode, { lng: number; lat: number }>();

export function districtCentre(district: DistrictCode): { lng: number; lat: number } {
  let centre = CENTRES.get(district);
  if (!centre) {
    const city = cityOfDistrict(district);
    const all = districtsOf(city);
    const i = all.indexOf(district);
    const angle = (2 * Math.PI * i) / all.length;
    // The first district is the core (closest); the others ring it.
    const radius = i === 0 ? 0.02 : 0.04 + 0.01 * (i % 3);
    const geo = CITY_GEO[city];
    centre = { lng: round(geo.lng + radius * Math.cos(angle) * 1.2), lat: round(geo.lat + radius * Math.sin(angle)) };
    CENTRES.set(district, centre);
  }
  return centre;
}

const round = (n: number) => Math.round(n * 1e5) / 1e5;
