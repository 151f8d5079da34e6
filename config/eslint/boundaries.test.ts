import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The import-direction rule catches what it is for, and lets legitimate imports through. */
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'jucai/import-boundaries').map((m) => m.message);
}

describe('import boundaries', () => {
  it('refuses a page importing another page', async () => {
    const errors = await boundaryErrors('src/pages/job/detail/planted.ts', "export { alertName } from '../list/alertName.ts';\n");
    expect(errors).toEqual([expect.stringContaining('a page never imports another page')]);
  });

  it('refuses shared code importing a page or the shell', async () => {
    expect(await boundaryErrors('src/components/Planted.ts', "export { default } from '@/pages/home/index.tsx';\n")).toHaveLength(1);
    expect(await boundaryErrors('src/hooks/usePlanted.ts', "export { LazyPage } from '@/shell/LazyPage.tsx';\n")).toHaveLength(1);
  });

  it('refuses the mock importing app code', async () => {
    expect(await boundaryErrors('mock/planted.ts', "export { default } from '../src/locales/zh-CN/index.ts';\n")).toHaveLength(1);
  });

  it('allows imports within a page, from shared code, and the mock from the contract', async () => {
    expect(await boundaryErrors('src/pages/job/detail/planted.ts', "export { PaySection } from './PaySection.tsx';\nexport { JobCard } from '@/components/JobCard/index.tsx';\n")).toEqual([]);
    expect(await boundaryErrors('mock/planted.ts', "export type { Job } from '../src/contract/job.ts';\n")).toEqual([]);
  });
});
