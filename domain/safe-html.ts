// The one HTML allowlist for what the API stores and the storefront renders (news, shop rules, a
// shop's special information). A real HTML parser (sanitize-html on htmlparser2) decides what is a
// tag and an attribute, so the browser's own tricks (`<img/onerror=…>`, entities and tabs inside
// `javascript:`) cannot slip past a pattern. Pure and synchronous: both processes import it.
// (domain/ imports only contract/; sanitize-html is the recorded exception, see docs/decisions.md.)
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

/** HTML reduced to the allowlist: safe to store and to render with dangerouslySetInnerHTML. */
export function safeHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** safeHtml for a nullable column. */
export const safeHtmlOrNull = (html: string | null): string | null => (html === null ? null : safeHtml(html));
