// Reads a CommerceML file as it comes off the disk: bytes are decoded in chunks (UTF-8 with or
// without a BOM, windows-1251, whatever the XML declaration names) and fed to a streaming parser
// (saxes); only the elements asked for are assembled, one at a time, so a file of a million offers
// never sits in memory. Namespace prefixes (`cml:Товар`, `xmlns="urn:1C.ru:commerceml_2"`) are
// dropped: elements are matched by their local names.
import fs from 'node:fs';
import iconv from 'iconv-lite';
import { SaxesParser } from 'saxes';
import type { XmlNode } from '../../../domain/commerceml';

/** The file cannot be read as XML: what and where, in Russian. */
export class XmlFileError extends Error {
  constructor(readonly line: number | null, message: string) {
    super(message);
  }
}

export type XmlEvent =
  /** an element of `collect`, whole */
  | { type: 'element'; path: string; node: XmlNode }
  /** the opening tag of an element of `open` (its attributes; its content is read on) */
  | { type: 'open'; path: string; attrs: Record<string, string>; line: number };

const local = (name: string) => {
  const i = name.indexOf(':');
  return i >= 0 ? name.slice(i + 1) : name;
};

/** The encoding the first bytes declare: a BOM, else the XML declaration's, else UTF-8. */
export function declaredEncoding(head: Buffer): string {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf-8';
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  const decl = /^\s*<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head.subarray(0, 300).toString('latin1'));
  return decl ? decl[1].toLowerCase() : 'utf-8';
}

const CHUNK = 64 * 1024;

/**
 * The elements at `collect` paths (local names from below the root, e.g. 'Каталог/Товары/Товар')
 * and the opening tags at `open` paths, in document order.
 */
export async function* readXml(file: string, collect: ReadonlySet<string>, open: ReadonlySet<string> = new Set()): AsyncGenerator<XmlEvent> {
  const stream = fs.createReadStream(file, { highWaterMark: CHUNK });
  const parser = new SaxesParser({ position: true });
  const path: string[] = [];
  const building: XmlNode[] = [];
  let pending: XmlEvent[] = [];

  parser.on('opentag', (tag) => {
    const name = local(tag.name);
    path.push(name);
    const attrs: Record<string, string> = {};
    for (const [k, v] of Object.entries(tag.attributes as Record<string, string>)) {
      if (k !== 'xmlns' && !k.startsWith('xmlns:')) attrs[local(k)] = v;
    }
    const at = path.slice(1).join('/');
    if (building.length > 0) {
      const node: XmlNode = { name, attrs, children: [], text: '', line: parser.line };
      building[building.length - 1].children.push(node);
      building.push(node);
    } else if (collect.has(at)) {
      building.push({ name, attrs, children: [], text: '', line: parser.line });
    } else if (open.has(at)) {
      pending.push({ type: 'open', path: at, attrs, line: parser.line });
    }
  });
  const addText = (t: string) => {
    if (building.length > 0) building[building.length - 1].text += t;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    const at = path.slice(1).join('/');
    path.pop();
    if (building.length === 0) return;
    const node = building.pop()!;
    if (building.length === 0) pending.push({ type: 'element', path: at, node });
  });

  let decoder: ReturnType<typeof iconv.getDecoder> | null = null;
  const feed = (text: string) => {
    try {
      parser.write(text);
    } catch (err) {
      throw new XmlFileError(parser.line, `файл не читается как XML: ${err instanceof Error ? err.message.replace(/^[^:]*:\d+:\d+:\s*/, '') : String(err)}`);
    }
  };
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (!decoder) {
        const encoding = declaredEncoding(chunk);
        if (!iconv.encodingExists(encoding)) throw new XmlFileError(1, `кодировка «${encoding}» не поддерживается`);
        decoder = iconv.getDecoder(encoding);
      }
      feed(decoder.write(chunk));
      if (pending.length > 0) {
        const out = pending;
        pending = [];
        yield* out;
      }
    }
    if (decoder) feed(decoder.end() ?? '');
    try {
      parser.close();
    } catch (err) {
      throw new XmlFileError(parser.line, `файл оборван: ${err instanceof Error ? err.message.replace(/^[^:]*:\d+:\d+:\s*/, '') : String(err)}`);
    }
    if (!decoder) throw new XmlFileError(null, 'файл пуст');
    yield* pending;
  } finally {
    stream.destroy();
  }
}
