import { describe, expect, it } from 'vitest';
import { RequestError } from '@/services/request/errors.ts';
import { refusalText } from './useSubmit.ts';

/** The sentence a form shows inline for a refusal (was errorText in src/components/JobActions, same cases). */
describe('refusalText', () => {
  it('shows the API message of a refusal', () => {
    expect(refusalText(new RequestError(400, '你已于 2026-11-20 投递过该职位，请勿重复投递', 'ALREADY_APPLIED'), 'x')).toBe(
      '你已于 2026-11-20 投递过该职位，请勿重复投递',
    );
  });

  it('lists the field reasons of a 422, once each', () => {
    const e = new RequestError(422, '参数错误', 'VALIDATION_FAILED', [
      { field: 'query.city', message: '城市取值无效' },
      { field: 'query.salary', message: '薪资范围取值无效' },
      { field: 'query.salary', message: '薪资范围取值无效' },
    ]);
    expect(refusalText(e, 'x')).toBe('城市取值无效；薪资范围取值无效');
  });

  it('falls back when no answer arrived', () => {
    expect(refusalText(new RequestError(0, 'network error'), '网络异常')).toBe('网络异常');
    expect(refusalText(new Error('boom'), '网络异常')).toBe('网络异常');
  });
});
