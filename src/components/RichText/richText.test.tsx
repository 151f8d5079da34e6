import { describe, expect, it } from 'vitest';
import { sanitise } from './index.tsx';

describe('RichText sanitising', () => {
  it('removes scripts, handlers, styles and javascript: links but keeps the text and structure', () => {
    const html = sanitise(
      '<p onclick="steal()">报名<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">链接</a><a href="https://gov.cn/a">官网</a></p><style>body{display:none}</style><table><tr><td>岗位</td></tr></table>',
    );
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|<img|<style/i);
    expect(html).toContain('报名');
    expect(html).toContain('<a target="_blank" rel="noopener noreferrer">链接</a>');
    expect(html).toContain('href="https://gov.cn/a"');
    expect(html).toContain('<td>岗位</td>');
  });
});
