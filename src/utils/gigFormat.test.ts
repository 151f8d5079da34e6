import { describe, expect, it } from 'vitest';
import { dateSpan, distanceOf, hoursOf, placesLeft, shiftTimes, yuan } from './gigFormat.ts';

describe('yuan', () => {
  it('writes 分 as 元 without trailing zeros, thousands grouped', () => {
    expect(yuan(2500)).toBe('25');
    expect(yuan(2550)).toBe('25.5');
    expect(yuan(2505)).toBe('25.05');
    expect(yuan(12)).toBe('0.12');
    expect(yuan(0)).toBe('0');
    expect(yuan(330000)).toBe('3,300');
    expect(yuan(123456789)).toBe('1,234,567.89');
    expect(yuan(-1500)).toBe('-15');
  });
});

describe('hoursOf', () => {
  it('writes paid minutes as hours with at most one decimal', () => {
    expect(hoursOf(360)).toBe(6);
    expect(hoursOf(450)).toBe(7.5);
    expect(hoursOf(500)).toBe(8.3);
  });
});

describe('distanceOf', () => {
  it('uses metres under 1 km (never 0 m), one decimal under 10 km, whole km above', () => {
    expect(distanceOf(0)).toEqual({ id: 'gig.distance.near', value: 100 });
    expect(distanceOf(0.04)).toEqual({ id: 'gig.distance.near', value: 100 });
    expect(distanceOf(0.44)).toEqual({ id: 'gig.distance.m', value: 400 });
    expect(distanceOf(0.96)).toEqual({ id: 'gig.distance.m', value: 1000 });
    expect(distanceOf(3.24)).toEqual({ id: 'gig.distance.km', value: 3.2 });
    expect(distanceOf(12.6)).toEqual({ id: 'gig.distance.km', value: 13 });
  });
});

describe('card facts', () => {
  it('writes one date for a one-day gig, a span otherwise', () => {
    expect(dateSpan('2026-12-01', '2026-12-01')).toEqual(['2026-12-01']);
    expect(dateSpan('2026-12-01', '2026-12-03')).toEqual(['2026-12-01', '2026-12-03']);
  });
  it('writes the daily times and the places left', () => {
    expect(shiftTimes('20:00', '06:00')).toBe('20:00–06:00');
    expect(placesLeft(5, 3)).toBe(2);
    expect(placesLeft(5, 7)).toBe(0);
  });
});
