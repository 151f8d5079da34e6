import { readdirSync } from 'node:fs';
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
    expect(
      await boundaryErrors(
        'src/pages/job/detail/planted.ts',
        "export { PaySection } from './PaySection.tsx';\nexport { JobCard } from '@/components/JobCard/index.tsx';\n",
      ),
    ).toEqual([]);
    expect(await boundaryErrors('mock/planted.ts', "export type { Job } from '../src/contract/job.ts';\n")).toEqual([]);
  });

  it('declares every folder of src as a layer', async () => {
    const folders = readdirSync(path.join(root, 'src'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    const undeclared: string[] = [];
    for (const folder of folders) {
      const errors = await boundaryErrors(`src/${folder}/planted.ts`, "export { paths } from '@/paths.ts';\n");
      if (errors.some((e) => e.includes('not a declared layer'))) undeclared.push(folder);
    }
    expect(undeclared).toEqual([]);
    expect(await boundaryErrors('src/planted/planted.ts', "export { paths } from '@/paths.ts';\n")).toEqual([expect.stringContaining('not a declared layer')]);
  });

  it.each([
    ['src/services/planted.ts', "export { useSubmit } from '@/hooks/useSubmit.ts';\n"],
    ['src/services/planted.ts', "export { useFeedback } from '@/app/feedback.tsx';\n"],
    ['src/utils/planted.ts', "export { api } from '@/services/request/index.ts';\n"],
    ['src/utils/planted.ts', "export { default } from '@/components/ListState/index.tsx';\n"],
    ['src/contract/planted.ts', "export { api } from '@/services/request/index.ts';\n"],
    ['src/dicts/planted.ts', "export { translate } from '@/locales/runtime.ts';\n"],
    ['src/hooks/planted.ts', "export { default } from '@/components/ListState/index.tsx';\n"],
    ['src/components/Planted.ts', "export { default } from '@/features/chat/components/ChatPanel.tsx';\n"],
    ['src/components/Planted.ts', "export { sendMessage } from '@/services/chat.ts';\n"],
    ['src/hooks/planted.ts', "export { connectLive } from '@/features/chat/live/live.ts';\n"],
    ['src/app/planted.ts', "export { useSubmit } from '@/hooks/useSubmit.ts';\n"],
    ['src/components/Planted.ts', "export { default } from '@config/routes.ts';\n"],
    ['src/components/Planted.ts', "export { db } from '../../mock/db/index.ts';\n"],
  ])('refuses an import against the layers: %s with %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toHaveLength(1);
  });

  it('allows the directions the layers declare, and types only where only types may go', async () => {
    expect(
      await boundaryErrors(
        'src/services/planted.ts',
        "export { DEFAULT_PAGE_SIZE } from '@/constants/index.ts';\nexport { formatDate } from '@/utils/format.ts';\n",
      ),
    ).toEqual([]);
    expect(await boundaryErrors('src/hooks/planted.ts', "export { useFeedback } from '@/app/feedback.tsx';\n")).toEqual([]);
    expect(
      await boundaryErrors(
        'src/features/chat/planted.ts',
        "export { connectLive } from './live/live.ts';\nexport { useSubmit } from '@/hooks/useSubmit.ts';\nexport { sendMessage } from '@/services/chat.ts';\n",
      ),
    ).toEqual([]);
    // A component uses the request module (its errors) and drafts, not the API's domains.
    expect(
      await boundaryErrors(
        'src/components/Planted.ts',
        "export { RequestError } from '@/services/request/errors.ts';\nexport { readDraft } from '@/services/drafts.ts';\nexport { default } from '@/features/notices/UnreadBadge/index.tsx';\n",
      ),
    ).toHaveLength(1);
    expect(await boundaryErrors('src/dicts/planted.ts', "export type { MessageId } from '@/locales/types.ts';\n")).toEqual([]);
    expect(await boundaryErrors('src/dicts/planted.ts', "export { type MessageId } from '@/locales/types.ts';\n")).toEqual([]);
    expect(await boundaryErrors('src/dicts/planted.ts', "import { translate } from '@/locales/runtime.ts';\nexport const x = translate;\n")).toHaveLength(1);
    // A test may use the shared code above its unit.
    expect(await boundaryErrors('src/hooks/planted.test.tsx', "export { default } from '@/components/DraftStatus/index.tsx';\n")).toEqual([]);
  });

  it('keeps zod out of the browser: a module without zod imports only types from a contract module with schemas', async () => {
    const errors = await boundaryErrors('src/components/Planted.ts', "export { MESSAGE_TEXT_MAX } from '@/contract/chat.ts';\n");
    expect(errors).toEqual([expect.stringContaining('defines zod schemas')]);
    expect(await boundaryErrors('src/contract/plantedValues.ts', "export { sendMessageBody } from './chat.ts';\n")).toHaveLength(1);
    expect(
      await boundaryErrors(
        'src/components/Planted.ts',
        "export type { ChatMessage } from '@/contract/chat.ts';\nexport { MESSAGE_TEXT_MAX } from '@/contract/chatValues.ts';\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors('src/pages/job/detail/planted.ts', "import { type Job } from '@/contract/job.ts';\nexport const x: Job | null = null;\n"),
    ).toEqual([]);
    // The schema modules build on each other, and tests may check schemas.
    expect(
      await boundaryErrors('src/contract/planted.ts', "import { z } from 'zod';\nexport { sendMessageBody } from './chat.ts';\nexport const y = z;\n"),
    ).toEqual([]);
    expect(await boundaryErrors('src/components/planted.test.ts', "export { sendMessageBody } from '@/contract/chat.ts';\n")).toEqual([]);
  });
});
