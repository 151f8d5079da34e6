import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dayjsLocaleNames } from './dayjsNames.ts';
import { dayjsLocaleLoaders } from './loaders.ts';

describe('dayjs locales', () => {
  it('name every language the loaders load, and each name is the locale file the loader imports', () => {
    expect(Object.keys(dayjsLocaleNames).sort()).toEqual(Object.keys(dayjsLocaleLoaders).sort());
    const source = readFileSync('src/locales/loaders.ts', 'utf8');
    for (const [code, name] of Object.entries(dayjsLocaleNames)) expect(source).toContain(`'${code}': () => import('dayjs/locale/${name}.js')`);
  });
});
