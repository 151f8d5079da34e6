import { RouteContext } from '@ant-design/pro-layout/es/context/RouteContext.js';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import zhCN from '@/locales/zh-CN/index.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { PageContainer } from './index.tsx';

describe('PageContainer', () => {
  afterEach(cleanup);

  it('puts the heading, its actions and the introduction above the page, in that order', () => {
    const { container } = render(
      <PageContainer className="my-page" title={<h1>职位详情</h1>} extra={<button type="button">编辑</button>} content={<p>更新于昨天</p>}>
        <p>正文</p>
      </PageContainer>,
    );
    expect(container.firstElementChild?.className).toBe('page-container my-page');
    expect(screen.getByRole('heading', { level: 1, name: '职位详情' }).closest('.page-container-title')).not.toBeNull();
    expect(screen.getByRole('button', { name: '编辑' }).closest('.page-container-extra')).not.toBeNull();
    expect(screen.getByText('更新于昨天').closest('.page-container-content')).not.toBeNull();
    expect(screen.getByText('正文').closest('.page-container-body')).not.toBeNull();
    const order = [...container.querySelectorAll('h1, button, p')].map((node) => node.textContent);
    expect(order).toEqual(['职位详情', '编辑', '更新于昨天', '正文']);
  });

  it('leaves out the actions and introduction a page does not have', () => {
    const { container } = render(<PageContainer title={<h1>找工作</h1>}>x</PageContainer>);
    expect(container.querySelector('.page-container-extra')).toBeNull();
    expect(container.querySelector('.page-container-content')).toBeNull();
    expect(container.firstElementChild?.className).toBe('page-container');
  });
});

describe('PageContainer: ProLayout’s breadcrumbs and tabs', () => {
  afterEach(cleanup);

  const trail = [
    { linkPath: '/', breadcrumbName: '首页' },
    { linkPath: '/jobpost', breadcrumbName: '找工作' },
    { linkPath: '/jobdetail', breadcrumbName: '职位详情' },
  ];
  const inLayout = (items: typeof trail, node: ReactNode) =>
    render(
      <IntlProvider locale="zh-CN" messages={zhCN}>
        <MemoryRouter>
          <RouteContext.Provider value={{ breadcrumb: { items } }}>{node}</RouteContext.Provider>
        </MemoryRouter>
      </IntlProvider>,
    );

  it('shows the layout’s trail on a page below a list, every step but the page a link', () => {
    inLayout(trail, <PageContainer title={<h1>职位详情</h1>}>x</PageContainer>);
    const nav = screen.getByRole('navigation', { name: zhCN['layout.breadcrumb'] });
    expect(within(nav).getByRole('link', { name: '首页' }).getAttribute('href')).toBe('/');
    expect(within(nav).getByRole('link', { name: '找工作' }).getAttribute('href')).toBe('/jobpost');
    expect(within(nav).queryByRole('link', { name: '职位详情' })).toBeNull();
  });

  it('shows none for a page in the menu (two steps), or when the page says `breadcrumb={false}`', () => {
    inLayout(trail.slice(0, 2), <PageContainer title={<h1>找工作</h1>}>x</PageContainer>);
    expect(screen.queryByRole('navigation')).toBeNull();
    cleanup();
    inLayout(
      trail,
      <PageContainer title={<h1>职位详情</h1>} breadcrumb={false}>
        x
      </PageContainer>,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('draws tabList as tabs under the heading and reports the chosen one', () => {
    const chosen: string[] = [];
    inLayout(
      [],
      <PageContainer
        title={<h1>职位管理</h1>}
        tabList={[
          { key: 'posts', label: '我的职位' },
          { key: 'applicants', label: '应聘者' },
        ]}
        tabActiveKey="posts"
        onTabChange={(key) => chosen.push(key)}
      >
        x
      </PageContainer>,
    );
    expect(screen.getByRole('tab', { name: '我的职位' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: '应聘者' }));
    expect(chosen).toEqual(['applicants']);
  });
});
