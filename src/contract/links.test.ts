// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { httpUrl } from './links.ts';

describe('httpUrl', () => {
  it('keeps http and https URLs (normalised)', () => {
    expect(httpUrl('https://hrss.example.com/notice/2026/g1.html')).toBe('https://hrss.example.com/notice/2026/g1.html');
    expect(httpUrl('HTTP://Example.com')).toBe('http://example.com/');
  });

  it('drops every other scheme, relative paths and junk', () => {
    for (const value of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      '/pc/jobpost',
      '//evil.example.com',
      'not a url',
      '',
      null,
      undefined,
    ]) {
      expect(httpUrl(value), JSON.stringify(value)).toBeNull();
    }
  });
});
