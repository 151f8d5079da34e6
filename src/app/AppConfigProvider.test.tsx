import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import { Button, ConfigProvider, theme } from 'antd';
import { describe, expect, it } from 'vitest';
import AppConfigProvider from './AppConfigProvider.tsx';
import { appTheme } from './theme.ts';

/** How many design-token sets antd derived while rendering `tree` (its style cache keeps one entry per set). */
function tokenSetsDerived(tree: React.ReactNode) {
  const cache = createCache();
  render(<StyleProvider cache={cache}>{tree}</StyleProvider>);
  return [...cache.cache.keys()].filter((key) => key.startsWith('token%')).length;
}

describe('AppConfigProvider', () => {
  it('derives one token set for the app, where a bare ConfigProvider derives two (its own and the default theme)', () => {
    expect(
      tokenSetsDerived(
        <ConfigProvider theme={appTheme}>
          <Button>x</Button>
        </ConfigProvider>,
      ),
    ).toBe(2);
    expect(
      tokenSetsDerived(
        <AppConfigProvider>
          <Button>x</Button>
        </AppConfigProvider>,
      ),
    ).toBe(1);
  });

  it('gives components the app theme', () => {
    let primary = '';
    function Probe() {
      primary = theme.useToken().token.colorPrimary;
      return null;
    }
    render(
      <AppConfigProvider>
        <Probe />
      </AppConfigProvider>,
    );
    expect(primary.toLowerCase()).toBe(String(appTheme.token?.colorPrimary).toLowerCase());
  });
});
