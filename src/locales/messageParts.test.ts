import { describe, expect, it } from 'vitest';
import { TRADITIONAL_PARTS, traditionalCatalogue, traditionalEntry, traditionalPart } from '@config/plugins/traditionalChinese.ts';
import enUS from './en-US/index.ts';
import enBrowse from './en-US/parts/browse.ts';
import enCenters from './en-US/parts/centers.ts';
import enWork from './en-US/parts/work.ts';
import enShell from './en-US/shell.ts';
import zhCN from './zh-CN/index.ts';
import zhBrowse from './zh-CN/parts/browse.ts';
import zhCenters from './zh-CN/parts/centers.ts';
import zhWork from './zh-CN/parts/work.ts';
import zhShell from './zh-CN/shell.ts';

/**
 * Every bundle is cut into the same parts, each a chunk of its own (config/plugins/messageChunks.ts): a message
 * in no part would be missing on screen, one in two would be downloaded twice.
 */
const zhParts: Record<string, object> = { shell: zhShell, browse: zhBrowse, centers: zhCenters, work: zhWork };
const enParts: Record<string, object> = { shell: enShell, browse: enBrowse, centers: enCenters, work: enWork };
const sortedKeys = (messages: object) => Object.keys(messages).sort();

describe('message bundles cut into parts', () => {
  it('zh-CN: the parts hold every message, each in exactly one part', () => {
    const ids = Object.values(zhParts).flatMap(Object.keys);
    expect(ids.length).toBe(new Set(ids).size);
    expect(ids.sort()).toEqual(sortedKeys(zhCN));
  });

  it("en-US: each part holds exactly the ids of zh-CN's part, and the bundle is their union", () => {
    expect(Object.keys(enParts)).toEqual(Object.keys(zhParts));
    for (const [part, messages] of Object.entries(enParts)) expect(sortedKeys(messages), part).toEqual(sortedKeys(zhParts[part]));
    expect(sortedKeys(enUS)).toEqual(sortedKeys(zhCN));
  });

  it("zh-TW: converted part by part from zh-CN's parts, the whole catalogue in all", () => {
    expect(Object.keys(TRADITIONAL_PARTS)).toEqual(Object.keys(zhParts));
    const all = traditionalCatalogue();
    for (const part of Object.keys(zhParts)) {
      const converted = traditionalPart(part)!;
      expect(sortedKeys(converted), part).toEqual(sortedKeys(zhParts[part]));
      for (const [id, text] of Object.entries(converted)) expect(text, id).toBe(all[id]);
    }
    expect(traditionalPart('toString')).toBeUndefined();
    expect(traditionalPart('pages')).toBeUndefined();
  });

  it('zh-TW: the bundle module imports and spreads every part', () => {
    const entry = traditionalEntry();
    for (const part of Object.keys(zhParts)) {
      expect(entry).toContain(`import ${part} from 'virtual:jucai-zh-TW/${part}';`);
      expect(entry).toContain(`...${part}`);
    }
  });

  it('zh-TW: the bundle the app imports (through the plugin) has every message', async () => {
    const { default: zhTW } = await import('virtual:jucai-zh-TW');
    expect(zhTW).toEqual(traditionalCatalogue());
  });
});
