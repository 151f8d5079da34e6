import { describe, expect, it } from 'vitest';
import { parse, stringify } from './qsLite.ts';

describe('qsLite (stands in for qs inside umi-request)', () => {
  it('repeats array keys, keeps null as a bare key and skips undefined, like qs with strictNullHandling', () => {
    expect(stringify({ a: 1, b: null, c: undefined, d: '', e: [1, 2] })).toBe('a=1&b&d=&e=1&e=2');
  });
  it('brackets nested objects and encodes text', () => {
    expect(stringify({ q: { city: '杭州' }, s: 'a b&c' })).toBe('q%5Bcity%5D=%E6%9D%AD%E5%B7%9E&s=a%20b%26c');
  });
  it('parses repeated keys into arrays', () => {
    expect(parse('?a=1&a=2&b=x')).toEqual({ a: ['1', '2'], b: 'x' });
  });
});
