import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import zhCN from '@/locales/zh-CN/index.ts';
import RichText, { prepareHtml, sanitise } from './index.tsx';

afterEach(cleanup);

const prepare = (html: string) => prepareHtml(html, { idPrefix: 'h', tableLabel: '表格' });

describe('the shared sanitising policy', () => {
  it('removes scripts, every on* handler, javascript: links in any case, frames, forms, styles and SVG/MathML vectors', () => {
    const html = sanitise(
      [
        '<h2 onclick="x()">标题</h2><p onmouseover="x()" onfocus="x()" style="position:fixed">正文<script>x()</script></p>',
        '<a href="javascript:x()">a</a><a href="JaVaScRiPt:x()">b</a><a href=" java\tscript:x()">c</a><a href="data:text/html,<script>x()</script>">d</a>',
        '<svg onload="x()"><circle/></svg><iframe src="https://evil.example"></iframe><form action="https://evil.example"><input name="p"></form>',
        '<math><mi xlink:href="javascript:x()">m</mi></math><object data="x.swf"></object><style>body{display:none}</style>',
      ].join(''),
    );
    expect(html).not.toMatch(/script|onclick|onmouseover|onfocus|onload|style=|<svg|<iframe|<form|<input|<math|<object|<style|data:/i);
    expect(html).toContain('标题');
    expect(html).toContain('正文');
    for (const text of ['a', 'b', 'c', 'd']) expect(html).toContain(`<a target="_blank" rel="noopener noreferrer">${text}</a>`);
  });

  it('drops event handlers from the tags before parsing (a CSP reports each one parsed), never from the text', () => {
    const html = sanitise(
      '<p onclick="x()" title=\'a>b\'>on=1 online=yes</p><img/onerror=x() src="/a.png" width="2" height="2"><b\tonmouseover=\'x()\'>粗</b>',
    );
    expect(html).toContain('on=1 online=yes');
    expect(html).not.toMatch(/onclick|onerror|onmouseover/);
    expect(html).toContain('<b>粗</b>');
  });

  it('keeps links to the web, mail, phone and this site, but not a scheme-less link to another site', () => {
    const html = sanitise(
      '<a href="https://gov.cn/a">1</a><a href="mailto:a@b.cn">2</a><a href="tel:12333">3</a><a href="/workplace">4</a><a href="//evil.example/x">5</a><a href="/\\evil.example/x">6</a>',
    );
    expect(html).toContain('href="https://gov.cn/a"');
    expect(html).toContain('href="mailto:a@b.cn"');
    expect(html).toContain('href="tel:12333"');
    expect(html).toContain('href="/workplace"');
    expect(html).not.toContain('evil.example');
  });

  it('keeps plain attribute values such as colspan (DOMPurify tests them with the link pattern too)', () => {
    expect(sanitise('<table><tr><td colspan="2" rowspan="3">合计</td></tr></table>')).toContain('<td colspan="2" rowspan="3">合计</td>');
  });

  it('keeps an image only from this site and with its size, made lazy', () => {
    const html = sanitise(
      '<img src="/user/content/figures/a.svg" width="720" height="360" alt="图"><img src="/x.png"><img src="https://tracker.example/p.gif" width="1" height="1"><img src="//cdn.example/a.png" width="10" height="10"><img src="x" onerror="x()" width="5" height="5"><img src="/y.png" width="100%" height="20">',
    );
    expect(html.match(/<img/g)).toHaveLength(1);
    expect(html).toContain('src="/user/content/figures/a.svg"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('width="720"');
    expect(html).toContain('height="360"');
  });
});

describe('prepareHtml', () => {
  it('gives headings ids and lists them as an outline, ignoring ids the source tried to set', () => {
    const { html, outline } = prepare('<h2 id="__proto__">一、期限</h2><p>x</p><h3>细则</h3><h2>二、工资</h2><h4>不列入</h4>');
    expect(outline).toEqual([
      { id: 'h-1', text: '一、期限', level: 2 },
      { id: 'h-2', text: '细则', level: 3 },
      { id: 'h-3', text: '二、工资', level: 2 },
    ]);
    expect(html).toContain('<h2 id="h-1">');
    expect(html).not.toContain('__proto__');
  });

  it('puts every table in a named, focusable box of its own that scrolls', () => {
    const { html } = prepare('<table style="width:3000px"><tr><td>1</td></tr></table><p>中间</p><table><tr><td>2</td></tr></table>');
    const box = document.createElement('div');
    box.innerHTML = html;
    const boxes = box.querySelectorAll('.rich-text-table');
    expect(boxes).toHaveLength(2);
    for (const b of boxes) {
      expect(b.getAttribute('role')).toBe('region');
      expect(b.getAttribute('tabindex')).toBe('0');
      expect(b.getAttribute('aria-label')).toBe('表格');
      expect(b.firstElementChild?.tagName).toBe('TABLE');
    }
    expect(html).not.toContain('3000px');
  });
});

describe('RichText', () => {
  it('renders the table of contents with links to the headings when asked, and runs nothing', () => {
    const w = window as unknown as { __xss?: number };
    render(
      <IntlProvider locale="zh-CN" messages={zhCN}>
        <RichText toc html={'<h2>第一节</h2><p onclick="window.__xss=1">a</p><img src=x onerror="window.__xss=1"><h2>第二节</h2>'} />
      </IntlProvider>,
    );
    const nav = screen.getByRole('navigation', { name: zhCN['content.richtext.toc'] });
    const links = nav.querySelectorAll('a');
    expect([...links].map((a) => a.textContent)).toEqual(['第一节', '第二节']);
    const target = document.getElementById(links[1].getAttribute('href')!.slice(1));
    expect(target?.textContent).toBe('第二节');
    expect(w.__xss).toBeUndefined();
  });
});
