import { describe, expect, it } from 'vitest';
import { escapeHtml, scriptJson } from './html-escape';

describe('escaping for the page head', () => {
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`"</title><script>'&`)).toBe('&quot;&lt;/title&gt;&lt;script&gt;&#39;&amp;');
  });

  it('writes JSON no script element can be closed by, and reads back unchanged', () => {
    const value = { title: '"</script><script>alert(1)</script><!--', line: 'a\u2028b\u2029c' };
    const text = scriptJson(value);
    expect(text).not.toContain('<');
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
