import { createHash } from 'node:crypto';
import { ApiError } from './errors.ts';
import { ERROR_CODES } from '../../src/contract/envelope.ts';

/**
 * What a real backend checks on every signed request (SPEC §7): api-version 1, apiSecret =
 * sha256hex(sha256hex(timestamp + signKey + rand)), a timestamp within five minutes of the server's clock,
 * and no (timestamp, rand) pair seen twice within that window.
 */
export const SIGNATURE_WINDOW_MS = 5 * 60 * 1000;

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export function expectedSecret(timestamp: string, rand: string, signKey: string): string {
  return sha256Hex(sha256Hex(`${timestamp}${signKey}${rand}`));
}

export type HeaderBag = Record<string, string | string[] | undefined>;
const header = (headers: HeaderBag, name: string) => {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

export class SignatureChecker {
  private seen = new Map<string, number>();

  constructor(
    private readonly signKey: string,
    private readonly now: () => number = Date.now,
  ) {}

  check(headers: HeaderBag): void {
    if (header(headers, 'api-version') !== '1') {
      throw new ApiError(400, ERROR_CODES.badVersion, '不支持的接口版本：api-version 必须为 1');
    }
    const timestamp = header(headers, 'timestamp') ?? '';
    const rand = header(headers, 'rand') ?? '';
    const secret = header(headers, 'apiSecret') ?? '';
    if (!/^\d{13}$/.test(timestamp) || !/^\d{1,5}$/.test(rand) || Number(rand) > 99998) {
      throw new ApiError(403, ERROR_CODES.badSignature, '签名参数缺失或格式错误（timestamp、rand）');
    }
    if (secret !== expectedSecret(timestamp, rand, this.signKey)) {
      throw new ApiError(403, ERROR_CODES.badSignature, '签名校验失败：apiSecret 与请求参数不符');
    }
    const now = this.now();
    if (Math.abs(now - Number(timestamp)) > SIGNATURE_WINDOW_MS) {
      throw new ApiError(403, ERROR_CODES.staleTimestamp, '请求时间戳已过期（与服务器时间相差超过 5 分钟），请校准本机时间');
    }
    this.forgetExpired(now);
    const key = `${timestamp}:${rand}`;
    if (this.seen.has(key)) {
      throw new ApiError(403, ERROR_CODES.replay, '重复的请求：该签名已使用过');
    }
    this.seen.set(key, Number(timestamp));
  }

  private forgetExpired(now: number) {
    for (const [key, ts] of this.seen) {
      if (now - ts > SIGNATURE_WINDOW_MS) this.seen.delete(key);
    }
  }
}
