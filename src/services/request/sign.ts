import encHex from 'crypto-js/enc-hex.js';
import sha256 from 'crypto-js/sha256.js';

/**
 * The request signature (SPEC §7): apiSecret = sha256hex(sha256hex(timestamp + signKey + rand)), where
 * timestamp is milliseconds since the epoch and rand an integer 0..99998, both as decimal strings.
 * Pure, so the unit test can pin it to a published vector. A key shipped in the bundle is not a secret:
 * this stops casual replay and tampering, not a determined client.
 */
export const API_VERSION = '1';
/** rand is "a random integer below 99999". */
export const RAND_LIMIT = 99999;

const sha256Hex = (text: string) => sha256(text).toString(encHex);

export function computeApiSecret(timestamp: string, rand: string, signKey: string): string {
  return sha256Hex(sha256Hex(`${timestamp}${signKey}${rand}`));
}

export interface SignatureHeaders {
  'api-version': string;
  timestamp: string;
  rand: string;
  apiSecret: string;
}

export function signatureHeaders(signKey: string, now: number = Date.now(), random: () => number = Math.random): SignatureHeaders {
  const timestamp = String(now);
  const rand = String(Math.floor(random() * RAND_LIMIT));
  return { 'api-version': API_VERSION, timestamp, rand, apiSecret: computeApiSecret(timestamp, rand, signKey) };
}
