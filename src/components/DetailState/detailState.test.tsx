import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import zhCN from '@/locales/zh-CN/index.ts';
import { RequestError } from '@/services/request/errors.ts';
import DetailState from './index.tsx';
import { detailFailure, detailView, type DetailView } from './detailView.ts';

describe('detailView', () => {
  it('tells each failure apart', () => {
    expect(detailFailure(new RequestError(404, ''))).toBe('notFound');
    expect(detailFailure(new RequestError(410, ''))).toBe('notFound');
    expect(detailFailure(new RequestError(403, ''))).toBe('forbidden');
    expect(detailFailure(new RequestError(400, ''))).toBe('badRequest');
    expect(detailFailure(new RequestError(500, ''))).toBe('server');
    expect(detailFailure(new RequestError(503, ''))).toBe('server');
    expect(detailFailure(new RequestError(0, 'Failed to fetch'))).toBe('network');
    expect(detailFailure(new RequestError(200, 'no', 'BUSINESS_ERROR'))).toBe('other');
    expect(detailFailure(new TypeError('x'))).toBe('other');
  });

  it('is not found for an id that cannot name anything, loading until the item arrives, then ready', () => {
    expect(detailView({ invalid: true, loading: false, error: undefined, data: undefined })).toEqual({ kind: 'failed', failure: 'notFound' });
    expect(detailView({ loading: true, error: undefined, data: undefined })).toEqual({ kind: 'loading' });
    expect(detailView({ loading: false, error: undefined, data: { id: 'j1' } })).toEqual({ kind: 'ready', data: { id: 'j1' } });
    expect(detailView({ loading: false, error: new RequestError(502, ''), data: undefined })).toEqual({ kind: 'failed', failure: 'server' });
    // A retry after a failure shows the skeleton again.
    expect(detailView({ loading: true, error: new RequestError(502, ''), data: undefined })).toEqual({ kind: 'loading' });
  });
});

afterEach(cleanup);

function show(view: DetailView<string>, onRetry = vi.fn()) {
  render(
    <IntlProvider locale="zh-CN" messages={zhCN}>
      <MemoryRouter>
        <DetailState
          view={view}
          notFoundId="job.detail.notFound"
          back={{ to: '/jobpost', labelId: 'job.detail.backToList' }}
          onRetry={onRetry}
          skeleton={<p>shaped skeleton</p>}
        >
          {(data) => <p>content {data}</p>}
        </DetailState>
      </MemoryRouter>
    </IntlProvider>,
  );
  return onRetry;
}

const failed = (status: number) => ({ kind: 'failed', failure: detailFailure(new RequestError(status, '')) }) as const;

describe('DetailState', () => {
  it('shows the content once ready', () => {
    show({ kind: 'ready', data: 'j1' });
    expect(screen.getByText('content j1')).toBeTruthy();
  });

  it('shows the page’s skeleton, announced, while loading', () => {
    show({ kind: 'loading' });
    expect(screen.getByRole('status').textContent).toContain(zhCN['shared.list.loading']);
    expect(screen.getByText('shaped skeleton')).toBeTruthy();
  });

  it('says what is missing and offers the way back, without a retry', () => {
    show(failed(404));
    expect(screen.getByText(zhCN['job.detail.notFound'])).toBeTruthy();
    expect(screen.getByRole('link', { name: zhCN['job.detail.backToList'] }).getAttribute('href')).toBe('/jobpost');
    expect(screen.queryByRole('button', { name: zhCN['shared.list.retry'] })).toBeNull();
  });

  it.each([
    [403, 'shared.detail.forbidden', false],
    [400, 'shared.detail.badRequest', false],
    [500, 'shared.detail.server', true],
    [0, 'shared.detail.network', true],
  ] as const)('status %i: its own message, a retry only where it can help, and the way back', (status, titleId, retry) => {
    const onRetry = show(failed(status));
    expect(screen.getByRole('alert').textContent).toContain(zhCN[titleId]);
    expect(screen.getByRole('link', { name: zhCN['job.detail.backToList'] })).toBeTruthy();
    const button = screen.queryByRole('button', { name: zhCN['shared.list.retry'] });
    expect(!!button).toBe(retry);
    if (button) {
      fireEvent.click(button);
      expect(onRetry).toHaveBeenCalledTimes(1);
    }
  });
});
