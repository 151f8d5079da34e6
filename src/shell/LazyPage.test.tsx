import { act, cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import zhCN from '@/locales/zh-CN/index.ts';
import { LazyPage } from './LazyPage.tsx';

const loader = vi.hoisted(() => ({
  loaded: new Map<string, () => JSX.Element>(),
  loadPage: vi.fn<(component: string) => Promise<() => JSX.Element>>(),
}));

vi.mock('./pageLoader.ts', () => ({
  ChunkLoadError: class ChunkLoadError extends Error {},
  getLoadedPage: (component: string) => loader.loaded.get(component),
  loadPage: loader.loadPage,
}));

let pageRenders = 0;
function JobsPage() {
  pageRenders++;
  return <h1>jobs page</h1>;
}

function show(component: string) {
  return render(
    <IntlProvider locale="zh-CN" messages={zhCN}>
      <MemoryRouter>
        <LazyPage component={component} />
      </MemoryRouter>
    </IntlProvider>,
  );
}

beforeEach(() => {
  pageRenders = 0;
  loader.loaded.clear();
  loader.loadPage.mockReset();
});
afterEach(cleanup);

describe('LazyPage', () => {
  it('renders a page whose chunk is already in once, not a second time from its effect', async () => {
    loader.loaded.set('job/list', JobsPage);
    show('job/list');
    await act(async () => {});
    expect(screen.getByRole('heading', { name: 'jobs page' })).toBeTruthy();
    expect(pageRenders).toBe(1);
    expect(loader.loadPage).not.toHaveBeenCalled();
  });

  it('shows the loading state until the chunk arrives, then the page', async () => {
    let arrive: (page: () => JSX.Element) => void = () => {};
    loader.loadPage.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    show('job/list');
    expect(screen.queryByRole('heading', { name: 'jobs page' })).toBeNull();
    await act(async () => arrive(JobsPage));
    expect(screen.getByRole('heading', { name: 'jobs page' })).toBeTruthy();
  });
});
