import { escapeXml } from './xml';

it('escapes the five characters XML reserves, and nothing else', () => {
  expect(escapeXml(`a&b <c> "d" 'e' ё/?=`)).toBe('a&amp;b &lt;c&gt; &quot;d&quot; &apos;e&apos; ё/?=');
  expect(escapeXml('&amp;')).toBe('&amp;amp;');
});
