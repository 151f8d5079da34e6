import { describe, expect, it } from 'vitest';
import { computeApiSecret, RAND_LIMIT, signatureHeaders } from './sign.ts';

/**
 * Published test vector for the request signature, for anyone implementing the API:
 *   timestamp = "1700000000000", rand = "12345", signKey = "jucai-sign-key-2026"
 *   inner  = sha256hex("1700000000000jucai-sign-key-202612345")
 *   apiSecret = sha256hex(inner)
 *            = 3165512f5bcc4c6f8eca4694216ba0cd57581b7a63a95e654264495e41c2bf7b
 */
describe('computeApiSecret', () => {
  it('matches the published vector', () => {
    expect(computeApiSecret('1700000000000', '12345', 'jucai-sign-key-2026')).toBe('3165512f5bcc4c6f8eca4694216ba0cd57581b7a63a95e654264495e41c2bf7b');
  });

  it('matches a second vector with rand 0', () => {
    expect(computeApiSecret('1763798400000', '0', 'jucai-sign-key-2026')).toBe('aa78f2739a9063e8efe34d9a93442e16f3070f3806c0d32d727b22c84d3fe9a1');
  });

  it('changes with any input', () => {
    const base = computeApiSecret('1700000000000', '12345', 'k');
    expect(computeApiSecret('1700000000001', '12345', 'k')).not.toBe(base);
    expect(computeApiSecret('1700000000000', '12346', 'k')).not.toBe(base);
    expect(computeApiSecret('1700000000000', '12345', 'k2')).not.toBe(base);
  });
});

describe('signatureHeaders', () => {
  it('gives api-version 1, the timestamp in ms, an integer rand below 99999 and its secret', () => {
    const headers = signatureHeaders('jucai-sign-key-2026', 1700000000000, () => 0.123456);
    expect(headers).toEqual({
      'api-version': '1',
      timestamp: '1700000000000',
      rand: '12345',
      apiSecret: '3165512f5bcc4c6f8eca4694216ba0cd57581b7a63a95e654264495e41c2bf7b',
    });
  });

  it('keeps rand within 0..99998 at the extremes of Math.random', () => {
    expect(signatureHeaders('k', 1, () => 0).rand).toBe('0');
    expect(Number(signatureHeaders('k', 1, () => 0.9999999999).rand)).toBe(RAND_LIMIT - 1);
  });
});
