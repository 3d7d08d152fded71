// Text put inside XML (the sitemap's files, the demo's SVG pictures): the five characters XML reserves.

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** `text` safe inside an XML element or a quoted attribute. */
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);
