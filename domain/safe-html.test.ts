// The HTML allowlist against the XSS cheat sheet: what the API stores and the storefront renders.
import { safeHtml, safeHtmlOrNull } from './safe-html';

/** Nothing in `html` could run script or leave the allowlist. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<\s*(script|svg|iframe|style|object|embed|math|template)/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:|data:|vbscript:/i);
  expect(html).not.toMatch(/style\s*=/i);
}

describe('safeHtml keeps what the demo news and shop rules use', () => {
  it.each([
    '<p>Молоко «Фермерская» — <b>30%</b>, <i>кефир</i>, <strong>творог</strong>, <em>сыр</em></p>',
    '<h2>Заголовок</h2><h3>Как сделать заказ</h3>\n<ol>\n<li>Выберите магазин.</li>\n</ol><ul><li>Акция</li></ul><h4>Ещё</h4>',
    '<p>Строка<br />вторая</p>',
    '<a href="https://example.com/a?b=1&amp;c=2">сайт</a> <a href="http://example.com">http</a>',
    '<a href="mailto:shop@example.com">почта</a> <a href="tel:+74712000000">телефон</a>',
    '<img src="https://example.com/x.png" alt="фото" /><img src="/media/news/x.svg" alt="" />',
  ])('%s stays as it is', (html) => {
    expect(safeHtml(html)).toBe(html);
  });

  it('escapes a bare ampersand and angle brackets in text', () => {
    expect(safeHtml('<p>30% & ещё > 5</p>')).toBe('<p>30% &amp; ещё &gt; 5</p>');
  });

  it('drops the tags it does not know but keeps their text', () => {
    expect(safeHtml('<h1>a</h1><h5>b</h5><div><span>c</span></div><u>d</u>')).toBe('abcd');
  });

  it('passes null through', () => {
    expect(safeHtmlOrNull(null)).toBeNull();
    expect(safeHtmlOrNull('<p onclick="x()">a</p>')).toBe('<p>a</p>');
  });
});

describe('safeHtml against the XSS cheat sheet', () => {
  it.each([
    ['<img/onerror=alert(1) src=x>', '<img src="x" />'],
    ['<img/src=x/onerror=alert(1)>', '<img src="x/onerror=alert(1)" />'],
    ['<IMG SRC=x ONERROR=alert(1)>', '<img src="x" />'],
    ['<img src=x onerror="alert(1)" onload=alert(2)>', '<img src="x" />'],
    ['<svg/onload=alert(1)>', ''],
    ['<SVG ONLOAD=alert(1)><circle r="1"/></SVG>', ''],
    ['<a href="jav&#x61;script:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="jav&#97;script:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java\nscript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="  javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<A HREF="JAVASCRIPT:alert(1)">x</A>', '<a>x</a>'],
    ['<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', '<a>x</a>'],
    ['<img src="data:image/svg+xml,<svg onload=alert(1)>">', '<img />'],
    ['<img src="javascript:alert(1)">', '<img />'],
    ['<a href="//evil.example/x">x</a>', '<a>x</a>'],
    ['<img src="mailto:a@b.c">', '<img />'],
    ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['<script>alert(1)</script><p>after</p>', '<p>after</p>'],
    ['<SCRIPT SRC=//evil.example/x.js></SCRIPT>', ''],
    ['<iframe src="https://evil.example">text</iframe>', ''],
    ['<IFRAME SRC="javascript:alert(1)"></IFRAME>', ''],
    ['<style>p{background:url(javascript:alert(1))}</style><p>x</p>', '<p>x</p>'],
    ['<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
    ['<P STYLE="x:expression(alert(1))" ONMOUSEOVER="alert(1)">x</P>', '<p>x</p>'],
    ['<a href="https://ok.example" onclick="alert(1)" target="_blank">x</a>', '<a href="https://ok.example">x</a>'],
    ['<object data="x.swf"></object><embed src="x.swf">', ''],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', ''],
    ['<!-- <script>alert(1)</script> --><p>x</p>', '<p>x</p>'],
    ['<body onload=alert(1)><p>x</p></body>', '<p>x</p>'],
    ['<form action="javascript:alert(1)"><input type="submit"></form>', ''],
  ])('%s → %s', (payload, expected) => {
    const out = safeHtml(payload);
    expect(out).toBe(expected);
    expectInert(out);
  });
});

describe('safeHtml on huge input', () => {
  // the timing of these is in the closing note; the assertions hold the output
  it('keeps 50,000 spaces as they are', () => {
    expect(safeHtml(' '.repeat(50_000))).toBe(' '.repeat(50_000));
  });

  it('cuts 50,000 nested unclosed tags to the nesting limit, balanced', () => {
    const out = safeHtml('<b>'.repeat(50_000));
    expect(out).toBe('<b>'.repeat(32) + '</b>'.repeat(32));
  });

  it('drops 50,000 nested unknown tags', () => {
    expect(safeHtml('<div>'.repeat(50_000) + 'x')).toBe('x');
  });

  it('keeps a long document of closed and empty elements whole', () => {
    const doc = '<p>абзац <b>жирный</b><br />строка</p>'.repeat(5_000) + '<ul>' + '<li>пункт</li>'.repeat(2_000) + '</ul>';
    expect(safeHtml(doc)).toBe(doc);
  });

  it('drops an unclosed quote swallowing the rest', () => {
    expect(safeHtml('<p>a</p>' + '<a href="'.repeat(50_000))).toBe('<p>a</p>');
  });

  it('escapes 50,000 lone angle brackets as text', () => {
    expect(safeHtml('<'.repeat(50_000))).toBe('&lt;'.repeat(50_000));
  });
});
