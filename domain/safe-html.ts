// The one HTML allowlist for what the API stores and the storefront renders (news, shop rules, a
// shop's special information). A real HTML parser (sanitize-html on htmlparser2) decides what is a
// tag and an attribute, so the browser's own tricks (`<img/onerror=…>`, entities and tabs inside
// `javascript:`) cannot slip past a pattern. Pure and synchronous: both processes import it.
// (domain/ imports only contract/; sanitize-html is the recorded exception, see decision 44.)
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'b', 'i', 'strong', 'em', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'a', 'img'],
  allowedAttributes: { a: ['href'], img: ['src', 'alt'] },
  // links may call, write or open a web page; images come from the web or this site
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto', 'tel'], img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // `//host/x` would leave the site while looking relative
  allowProtocolRelative: false,
  // unknown tags go, their text stays; these take their content with them
  disallowedTagsMode: 'discard',
  // deeper nesting is no formatting anyone writes, and the parser's stack grows with it
  nestingLimit: 32,
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'svg', 'math', 'template', 'object'],
};

// Elements that never hold others, so they do not deepen the nesting.
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** Opening tags deeper than this are removed before parsing (the allowlist keeps 32 levels anyway). */
const PARSE_DEPTH = 1000;

const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/**
 * The parser keeps its open elements in an array it grows at the front, so its cost is quadratic
 * in the nesting depth: 50,000 unclosed tags take seconds. One linear pass drops the opening tags
 * beyond PARSE_DEPTH first. It only ever deletes tags, and the parser still judges what is left.
 */
function capNesting(html: string): string {
  if (html.length < PARSE_DEPTH * 3) return html; // too short to nest that deep
  let out = '';
  let from = 0;
  let depth = 0;
  for (let i = html.indexOf('<'); i !== -1; i = html.indexOf('<', i + 1)) {
    const closing = html.charCodeAt(i + 1) === 47; // '/'
    const nameStart = closing ? i + 2 : i + 1;
    if (!isLetter(html.charCodeAt(nameStart))) continue;
    const end = html.indexOf('>', nameStart);
    if (end === -1) break;
    let nameEnd = nameStart;
    while (nameEnd < end && /[a-zA-Z0-9-]/.test(html[nameEnd])) nameEnd++;
    const name = html.slice(nameStart, nameEnd).toLowerCase();
    if (closing) {
      depth = Math.max(0, depth - 1);
    } else if (!VOID.has(name) && html.charCodeAt(end - 1) !== 47 && ++depth > PARSE_DEPTH) {
      out += html.slice(from, i);
      from = end + 1;
    }
    i = end;
  }
  return from === 0 ? html : out + html.slice(from);
}

/** HTML reduced to the allowlist: safe to store and to render with dangerouslySetInnerHTML. */
export function safeHtml(html: string): string {
  return sanitizeHtml(capNesting(html), OPTIONS);
}

/** safeHtml for a nullable column. */
export const safeHtmlOrNull = (html: string | null): string | null => (html === null ? null : safeHtml(html));
