import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { htmlToText, textToHtml } from './rich-text';

// Without a DOM: the editor's values are also made on the server, for its first view (decision 077).
describe('htmlToText without a DOM', () => {
  beforeEach(() => vi.stubGlobal('DOMParser', undefined));
  afterEach(() => vi.unstubAllGlobals());

  it('turns blocks into paragraphs and <br> into lines', () => {
    expect(htmlToText('<p>One<br />two</p><p>three</p>')).toBe('One\ntwo\n\nthree');
    expect(htmlToText('<h2>Title</h2><ul><li>a <strong>b</strong></li><li>c</li></ul><blockquote>q</blockquote>')).toBe(
      'Title\n\na b\n\nc\n\nq',
    );
    expect(htmlToText('plain <em>text</em>')).toBe('plain text');
    expect(htmlToText('')).toBe('');
  });

  it('decodes the character references the stored HTML holds', () => {
    expect(htmlToText('<p>Keys &lt; mat &amp; box &gt; &quot;door&quot; &#39;x&#x27;&nbsp;&#128273;</p>')).toBe(
      'Keys < mat & box > "door" \'x\'\u00a0🔑',
    );
    expect(htmlToText('<p>&unknown; &#0; a < b</p>')).toBe('&unknown; \ufffd a < b');
  });

  it('drops tags, attributes (even with > in them) and comments', () => {
    expect(htmlToText('<p><a href="https://x.example/?a>b" rel="noopener">link</a><!-- note --> end</p>')).toBe(
      'link end',
    );
  });

  it('is the inverse of textToHtml', () => {
    for (const text of ['Call 112.\nThen the host.\n\nKeys < mat & "box"', 'one', 'a\n\nb\n\nc'])
      expect(htmlToText(textToHtml(text))).toBe(text);
  });
});
