import { cleanup, render, screen } from '@testing-library/react';
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
