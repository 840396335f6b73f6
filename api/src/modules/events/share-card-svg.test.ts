import { describe, expect, it } from 'vitest';
import { escapeSvgText, shareCardSvg, wrapText } from './share-card-svg';

describe('wrapText', () => {
  it('fills lines word by word', () => {
    expect(wrapText('Jazz by the Lake at night', 12, 3)).toEqual(['Jazz by the', 'Lake at', 'night']);
  });

  it('ends the last line with an ellipsis when the text does not fit, never after a space or &', () => {
    expect(wrapText('one two three four five six', 9, 2)).toEqual(['one two', 'three…']);
    expect(wrapText('of <standards> & new works', 16, 1)).toEqual(['of <standards>…']);
  });

  it('cuts a word longer than a line, never inside a surrogate pair', () => {
    expect(wrapText('Supercalifragilistic', 8, 2)).toEqual(['Superca…']);
    expect(wrapText('a Supercalifragilistic b', 8, 1)).toEqual(['a…']);
    expect(wrapText('x🎉🎉🎉🎉🎉', 4, 1)).toEqual(['x🎉🎉…']);
  });
});

describe('shareCardSvg', () => {
  it('escapes text so a title cannot end the text or start markup', () => {
    expect(escapeSvgText(`<a href="x">Tom's & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom&#39;s &amp; Jerry&#39;s&lt;/a&gt;',
    );
    const svg = shareCardSvg({ title: '</text><script>alert(1)</script>', when: 'A & B', where: '"x"' }, false);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;/text&gt;&lt;script&gt;');
    expect(svg).toContain('A &amp; B');
  });

  it('drops characters XML does not allow, which would make the whole card unreadable', () => {
    expect(escapeSvgText(`a${String.fromCharCode(0)}b${String.fromCharCode(0x1b)}c\uFFFEd\te`)).toBe('abcd\te');
  });
});
