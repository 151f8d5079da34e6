// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { namesImportedFrom, staticClosure, type GraphModule } from './staticClosure.ts';

const NM = '/app/node_modules';

/** A module graph: id → [code, the ids it imports]. */
function graph(modules: Record<string, [string, string[]]>) {
  return (id: string): GraphModule | null => (modules[id] ? { id, code: modules[id][0], importedIds: modules[id][1] } : null);
}

const antdIndex = `${NM}/antd/es/index.js`;
const iconsIndex = `${NM}/@ant-design/icons/es/index.js`;
const iconsList = `${NM}/@ant-design/icons/es/icons/index.js`;

const getModule = graph({
  '/app/src/shell/mount.tsx': [
    `import { Button as AntButton, Tooltip } from "antd";\nimport Icon, { GlobalOutlined } from "@ant-design/icons";\nimport { layout } from "./layout.ts";\nconst page = () => import("./page.tsx");`,
    [antdIndex, iconsIndex, '/app/src/shell/layout.ts'],
  ],
  '/app/src/shell/layout.ts': ['export const layout = 1;', [`${NM}/rc-field-form/es/index.js`]],
  '/app/src/shell/page.tsx': ['import { Table } from "antd";', [antdIndex]],
  [antdIndex]: [
    `export { default as Button } from './button';\nexport { default as Table } from './table';\nexport { default as Tooltip } from './tooltip';`,
    [`${NM}/antd/es/button/index.js`, `${NM}/antd/es/table/index.js`, `${NM}/antd/es/tooltip/index.js`],
  ],
  [`${NM}/antd/es/button/index.js`]: ['', [`${NM}/antd/es/_util/wave.js`]],
  [`${NM}/antd/es/_util/wave.js`]: ['', []],
  [`${NM}/antd/es/table/index.js`]: ['', []],
  [`${NM}/antd/es/tooltip/index.js`]: ['', []],
  [iconsIndex]: [`export * from "./icons";\nexport { default } from "./components/Icon";`, [iconsList, `${NM}/@ant-design/icons/es/components/Icon.js`]],
  [iconsList]: [
    `export { default as GlobalOutlined } from './GlobalOutlined';\nexport { default as HeartOutlined } from './HeartOutlined';`,
    [`${NM}/@ant-design/icons/es/icons/GlobalOutlined.js`, `${NM}/@ant-design/icons/es/icons/HeartOutlined.js`],
  ],
  [`${NM}/@ant-design/icons/es/icons/GlobalOutlined.js`]: ['', []],
  [`${NM}/@ant-design/icons/es/icons/HeartOutlined.js`]: ['', []],
  [`${NM}/@ant-design/icons/es/components/Icon.js`]: ['', []],
  [`${NM}/rc-field-form/es/index.js`]: ['', []],
});

describe('namesImportedFrom', () => {
  it('reads named imports (renamed or not) and default imports, from that package only', () => {
    const code = 'import Icon, { GlobalOutlined } from "@ant-design/icons";\nimport { Button as B, Tag } from "antd";\nimport * as React from "react";';
    expect(namesImportedFrom(code, 'antd')).toEqual(['Button', 'Tag']);
    expect(namesImportedFrom(code, '@ant-design/icons')).toEqual(['GlobalOutlined', 'default']);
    expect(namesImportedFrom(code, 'react')).toEqual([]);
  });
});

describe('staticClosure', () => {
  const closure = staticClosure('/app/src/shell/mount.tsx', getModule);

  it('goes through a barrel only to what the importer names, and leaves the barrel out', () => {
    expect(closure).toContain(`${NM}/antd/es/button/index.js`);
    expect(closure).toContain(`${NM}/antd/es/_util/wave.js`);
    expect(closure).toContain(`${NM}/antd/es/tooltip/index.js`);
    expect(closure).not.toContain(`${NM}/antd/es/table/index.js`);
    expect(closure).not.toContain(antdIndex);
  });

  it('follows `export *` into a nested barrel, and default exports', () => {
    expect(closure).toContain(`${NM}/@ant-design/icons/es/icons/GlobalOutlined.js`);
    expect(closure).toContain(`${NM}/@ant-design/icons/es/components/Icon.js`);
    expect(closure).not.toContain(`${NM}/@ant-design/icons/es/icons/HeartOutlined.js`);
  });

  it('does not follow dynamic imports, and skips what it is told to', () => {
    expect(closure).not.toContain('/app/src/shell/page.tsx');
    expect(closure).toContain(`${NM}/rc-field-form/es/index.js`);
    const skipped = staticClosure('/app/src/shell/mount.tsx', getModule, (id) => id.includes('/rc-field-form/'));
    expect(skipped).not.toContain(`${NM}/rc-field-form/es/index.js`);
    expect(skipped).toContain('/app/src/shell/layout.ts');
  });
});
