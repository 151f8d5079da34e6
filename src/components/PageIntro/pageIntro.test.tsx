import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { PageContainer } from '@/components/PageContainer/index.tsx';
import zhCN from '@/locales/zh-CN/index.ts';
import { T } from '@/locales/useT.tsx';
import { PageIntro, PageSection } from './index.tsx';

const html = (node: ReactNode) =>
  render(
    <IntlProvider locale="zh-CN" messages={zhCN}>
      <MemoryRouter>{node}</MemoryRouter>
    </IntlProvider>,
  ).container.innerHTML;

describe('PageIntro and PageSection', () => {
  afterEach(cleanup);

  // The service pages, the employer landing and /contactUs wrote this markup by hand; the blocks must draw the same.
  it('draw the markup the pages wrote by hand: the h1 and intro, and each section named by its h2', () => {
    const byHand = html(
      <PageContainer
        title={
          <h1>
            <T id="service.dispatch.title" />
          </h1>
        }
        content={<T id="service.dispatch.intro" />}
        extra={<button type="button">x</button>}
      >
        <section className="service-section" aria-labelledby="dispatch-included" data-testid="included">
          <h2 id="dispatch-included">
            <T id="service.dispatch.included" />
          </h2>
          <p>body</p>
        </section>
      </PageContainer>,
    );
    cleanup();
    const byBlocks = html(
      <PageIntro titleId="service.dispatch.title" introId="service.dispatch.intro" extra={<button type="button">x</button>}>
        <PageSection className="service-section" id="dispatch-included" titleId="service.dispatch.included" data-testid="included">
          <p>body</p>
        </PageSection>
      </PageIntro>,
    );
    expect(byBlocks).toBe(byHand);
    expect(screen.getByRole('heading', { level: 1, name: zhCN['service.dispatch.title'] })).toBeTruthy();
    expect(screen.getByRole('region', { name: zhCN['service.dispatch.included'] }).getAttribute('data-testid')).toBe('included');
  });
});
