import { ConfigProvider, theme as antdTheme, type ConfigProviderProps } from 'antd';
import { appTheme } from './theme.ts';

/**
 * The design tokens antd's ConfigProvider provides for `appTheme`, written out so that they can also surround it.
 * ConfigProvider styles antd's icons (one reset rule) with the tokens of what surrounds it. At the root that was
 * antd's default theme, so every start-up derived a second, unused token set (colour palettes, aliases, CSS
 * variables): about a tenth of a second of a phone's main thread at 4× CPU slowdown, for one rule that reads no
 * token. With these around it, the rule uses the set the app derives anyway. src/app/AppConfigProvider.test.tsx
 * holds them equal to ConfigProvider's (antd derives one set per start).
 */
const appToken = { ...antdTheme.defaultSeed, ...appTheme.token };
const appDesignTokens = {
  token: appToken,
  override: { override: appToken, ...Object.fromEntries(Object.entries(appTheme.components ?? {}).map(([name, tokens]) => [name, { ...tokens }])) },
  hashed: appTheme.hashed,
  cssVar: { prefix: 'ant', key: typeof appTheme.cssVar === 'object' ? appTheme.cssVar.key : undefined },
};

/** antd's ConfigProvider with the app's theme: for the app (LocaleProvider) and the build's render of antd's styles. */
export default function AppConfigProvider({ children, ...config }: Omit<ConfigProviderProps, 'theme'>) {
  return (
    // antd marks this context internal; pro-components uses it the same way. AppConfigProvider.test.tsx fails if it changes.
    <antdTheme._internalContext.Provider value={appDesignTokens}>
      <ConfigProvider {...config} theme={appTheme}>
        {children}
      </ConfigProvider>
    </antdTheme._internalContext.Provider>
  );
}
