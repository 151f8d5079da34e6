import { cleanup, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import zhCN from '@/locales/zh-CN/index.ts';
import { RequestError } from '@/services/request/errors.ts';
import ListState from './index.tsx';

afterEach(cleanup);

function failedList(error: unknown) {
  const { container } = render(
    <IntlProvider locale="zh-CN" messages={zhCN}>
      <ListState loading={false} error={error} empty>
        <p>items</p>
      </ListState>
    </IntlProvider>,
  );
  return container.textContent ?? '';
}

describe('a list that failed to load says what to try, by what failed (issue 26 #14)', () => {
  it.each([500, 502, 503])('a %i is the server’s fault: no “check the network”, no “check the server”', (status) => {
    const text = failedList(new RequestError(status, '服务器内部错误'));
    expect(text).toContain(zhCN['shared.detail.serverHint']);
    expect(text).not.toMatch(/检查网络|检查服务器/);
  });

  it('a lost connection asks to check the network', () => {
    expect(failedList(new RequestError(0, 'Failed to fetch'))).toContain(zhCN['shared.list.errorHint']);
  });

  it('any other failure asks to try again later', () => {
    const text = failedList(new RequestError(409, 'x'));
    expect(text).toContain(zhCN['shared.detail.failedHint']);
    expect(text).not.toMatch(/检查网络/);
  });
});
