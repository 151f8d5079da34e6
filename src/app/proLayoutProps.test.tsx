import { ProLayout } from '@ant-design/pro-layout/es/ProLayout.js';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import defaultSettings, { type AppSettings } from '@config/defaultSettings.ts';
import { LAYOUT_GEOMETRY } from '@config/layoutGeometry.ts';
import { frameClass, proLayoutProps } from './proLayoutProps.ts';

afterEach(cleanup);

/** Renders ProLayout with these settings, as BasicLayout does, and returns the styles it generated and its frame class. */
function draw(settings: AppSettings) {
  const { container } = render(
    <div className={frameClass(settings)}>
      <ProLayout
        {...proLayoutProps(settings)}
        route={{ path: '/', children: [{ path: '/a', name: 'a' }] }}
        location={{ pathname: '/a' }}
        menu={{ locale: false }}
      >
        <p>page</p>
      </ProLayout>
    </div>,
  );
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
  return { css, frame: container.firstElementChild as HTMLElement };
}

describe('config/defaultSettings.ts drives what ProLayout draws', () => {
  it('uses the SPEC’s names and values', () => {
    expect(defaultSettings).toMatchObject({
      navTheme: 'dark',
      primaryColor: '#4E8BF5',
      layout: 'side',
      contentWidth: 'Fluid',
      fixedHeader: true,
      fixSiderbar: true,
    });
    expect(proLayoutProps(defaultSettings)).toMatchObject({
      layout: 'side',
      fixedHeader: true,
      fixSiderbar: true,
      siderWidth: LAYOUT_GEOMETRY.siderWidth,
      breakpoint: 'xl',
    });
  });

  it('navTheme dark draws the sider dark; flipped to light, the sider is white', () => {
    const dark = draw(defaultSettings);
    expect(dark.css.toLowerCase()).toContain(LAYOUT_GEOMETRY.darkSiderBackground);
    expect(dark.frame.className).toContain('jucai-frame-dark-nav');
    cleanup();
    document.head.querySelectorAll('style').forEach((style) => style.remove());
    const light = draw({ ...defaultSettings, navTheme: 'light' });
    expect(light.css.toLowerCase()).not.toContain(LAYOUT_GEOMETRY.darkSiderBackground);
    expect(light.frame.className).toContain('jucai-frame-light-nav');
  });

  it('contentWidth Fixed centres the page column; Fluid does not', () => {
    expect(draw({ ...defaultSettings, contentWidth: 'Fixed' }).frame.className).toContain('jucai-frame-fixed');
    cleanup();
    expect(draw(defaultSettings).frame.className).not.toContain('jucai-frame-fixed');
  });
});
