import { describe, expect, it } from 'vitest';
import { sanitizeLocalized, sanitizeRichText } from './sanitize-html';

/** Nothing executable may survive, whatever the spelling. */
const expectInert = (html: string) => {
  const lower = html.toLowerCase();
  expect(lower).not.toMatch(/<\s*(script|style|iframe|svg|img|object|embed|math|form|input|link|meta|base|frame)/);
  expect(lower).not.toMatch(/\son[a-z]+\s*=/);
  expect(lower).not.toMatch(/javascript:|vbscript:|data:|style=/);
};

describe('sanitizeRichText', () => {
  it('keeps the allow-listed formatting an editor produces', () => {
    const html =
      '<h2>Welcome</h2><p>Hello <strong>there</strong>, <em>enjoy</em> <u>your</u> <s>stay</s>.<br></p>' +
      '<ul><li><p>One</p></li></ul><ol><li>Two</li></ol><h3>Sub</h3><blockquote>Quote</blockquote><p><code>1234</code></p>';
    expect(sanitizeRichText(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('keeps safe links and forces rel=noopener', () => {
    expect(sanitizeRichText('<a href="https://example.com/x?a=1&amp;b=2" target="_blank" rel="opener">site</a>')).toBe(
      '<a href="https://example.com/x?a=1&amp;b=2" rel="noopener noreferrer">site</a>',
    );
    expect(sanitizeRichText('<a href="mailto:host@example.com">mail</a>')).toBe(
      '<a href="mailto:host@example.com" rel="noopener noreferrer">mail</a>',
    );
    expect(sanitizeRichText('<a href="tel:+34 600 000 000">call</a>')).toBe(
      '<a href="tel:+34 600 000 000" rel="noopener noreferrer">call</a>',
    );
  });

  it('closes a safe link correctly after an unsafe one was unwrapped', () => {
    expect(
      sanitizeRichText(
        '<p><a href="javascript:x">a</a><a href="https://ok.example">ok</a></p><p><a>b</a><em>c</em></p>',
      ),
    ).toBe('<p>a<a href="https://ok.example" rel="noopener noreferrer">ok</a></p><p>b<em>c</em></p>');
  });

  it('maps synonyms onto the allow-list', () => {
    expect(sanitizeRichText('<b>a</b><i>b</i><del>c</del><h1>d</h1><h4>e</h4>')).toBe(
      '<strong>a</strong><em>b</em><s>c</s><h2>d</h2><h3>e</h3>',
    );
  });

  it('drops scripts and styles with their content', () => {
    const out = sanitizeRichText(
      '<p>a</p><script>alert(1)</script><style>p{color:red}</style><SCRIPT SRC=//x.js></SCRIPT><p>b</p>',
    );
    expect(out).toBe('<p>a</p><p>b</p>');
  });

  it('drops event handlers, style and class attributes', () => {
    const out = sanitizeRichText(
      '<p onclick="alert(1)" style="background:url(javascript:alert(1))" class="x" id="y">t</p><strong onmouseover=alert(1)>s</strong>',
    );
    expect(out).toBe('<p>t</p><strong>s</strong>');
  });

  it('drops images with onerror, SVG with onload, iframes, objects and forms', () => {
    const out = sanitizeRichText(
      '<p>kept</p><img src=x onerror="alert(1)"><svg onload="alert(1)"><circle/><script>alert(2)</script></svg><svg/onload=alert(1)>' +
        '<iframe src="javascript:alert(1)"></iframe><object data="data:text/html;base64,PHNjcmlwdD4="></object><embed src=x>' +
        '<form action="javascript:alert(1)"><input autofocus onfocus=alert(1)><button>b</button></form><math><mi xlink:href="javascript:alert(1)">m</mi></math>',
    );
    expectInert(out);
    expect(out).toContain('<p>kept</p>');
    expect(out).not.toContain('alert');
  });

  it('refuses javascript:, data: and vbscript: links, however encoded', () => {
    const hostile = [
      '<a href="javascript:alert(1)">x</a>',
      '<a href="JaVaScRiPt:alert(1)">x</a>',
      '<a href=" javascript:alert(1)">x</a>',
      '<a href="&#106;avascript:alert(1)">x</a>',
      '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
      '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
      '<a href="javascript&colon;alert(1)">x</a>',
      '<a href="java&Tab;script:alert(1)">x</a>',
      '<a href="java\tscript:alert(1)">x</a>',
      '<a href="java\nscript:alert(1)">x</a>',
      '<a href="\x01javascript:alert(1)">x</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
      '<a href="vbscript:msgbox(1)">x</a>',
      '<a href="//evil.example/x">x</a>',
      '<a href="/relative">x</a>',
      '<a href="https://ok.example" onclick="alert(1)">x</a>',
    ];
    for (const html of hostile) {
      const out = sanitizeRichText(html);
      expectInert(out);
      expect(out, html).not.toMatch(/alert|msgbox|evil|relative/);
      expect(out, html).toMatch(/x/);
    }
    expect(sanitizeRichText('<a href="https://ok.example" onclick="alert(1)">x</a>')).toBe(
      '<a href="https://ok.example" rel="noopener noreferrer">x</a>',
    );
  });

  it('survives nested, broken and unclosed markup', () => {
    const hostile = [
      '<scr<script>ipt>alert(1)</scr</script>ipt>',
      '<<script>script>alert(1)<</script>/script>',
      '<p><strong>unclosed <em>tags',
      '<p title="</p><script>alert(1)</script>">t</p>',
      '<!--<script>alert(1)</script>--><p>c</p>',
      '<![CDATA[<script>alert(1)</script>]]>',
      '<a href="https://ok.example"<img src=x onerror=alert(1)>x</a>',
      '<div><p>in div</p></div><span style="x">span</span>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
      '<textarea><script>alert(1)</script></textarea>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<template><script>alert(1)</script></template>',
      '<a href="https://ok.example"><a href="javascript:alert(1)">inner</a></a>',
    ];
    for (const html of hostile) {
      const out = sanitizeRichText(html);
      expectInert(out);
      // Text may survive, but only escaped: never as a live tag.
      expect(out, html).not.toMatch(/<script|<img|<style|onerror\s*=/i);
    }
    expect(sanitizeRichText('<p><strong>unclosed <em>tags')).toBe('<p><strong>unclosed <em>tags</em></strong></p>');
    expect(sanitizeRichText('<div><p>in div</p></div><span style="x">span</span>')).toBe('<p>in div</p>span');
  });

  it('escapes text so that it stays text', () => {
    expect(sanitizeRichText('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
    expect(sanitizeRichText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('is stable when applied twice', () => {
    const once = sanitizeRichText('<p onclick=x>a <a href="https://e.example">b</a> <img src=x></p><ul><li>c');
    expect(sanitizeRichText(once)).toBe(once);
  });
});

describe('sanitizeLocalized', () => {
  it('sanitises each language and keeps missing ones missing', () => {
    expect(sanitizeLocalized({ en: '<p onclick=x>Hi</p><script>x</script>', es: '<b>Hola</b>' })).toEqual({
      en: '<p>Hi</p>',
      es: '<strong>Hola</strong>',
    });
    expect(sanitizeLocalized({ es: 'x' })).toEqual({ es: 'x' });
  });
});
