/**
 * 统一社会信用代码 (unified social credit code, GB 32100-2015): 18 characters from a 31-character alphabet
 * (digits and capitals without I, O, S, V, Z): registering authority and kind (2), the registering district (6
 * digits), the organisation code (9) and a check character. Shared by the company form, the mock's certification
 * and the seed, so all three agree on what a valid code is.
 */
const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
export const CREDIT_CODE_LENGTH = 18;
const SHAPE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** The check character from the first 17 characters. */
export function creditCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += USCC_CHARS.indexOf(first17[i]) * USCC_WEIGHTS[i];
  const check = 31 - (sum % 31);
  return USCC_CHARS[check === 31 ? 0 : check];
}

/** Why a code is not one: its shape (length, alphabet) or its check character; null when valid. */
export function creditCodeProblem(code: string): 'shape' | 'check' | null {
  if (!SHAPE.test(code)) return 'shape';
  return creditCheckChar(code.slice(0, 17)) === code[17] ? null : 'check';
}

export const isValidCreditCode = (code: string): boolean => creditCodeProblem(code) === null;

/** Codes are printed in capitals; people type them in either case and with spaces. */
export const normalizeCreditCode = (code: string): string => code.replace(/\s+/g, '').toUpperCase();
