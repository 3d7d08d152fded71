// Plays 1C's side of the exchange (CommerceML 2's HTTP protocol) against a shop: checkauth with HTTP
// Basic, init, the files in chunks of the shop's file_limit, then import of each until it is no longer
// `progress`; for orders, query, success and a file of status changes. `npm run exchange` and the
// API tests drive it (over real HTTP or through the app's own request function).
import fs from 'node:fs';
import path from 'node:path';

export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export class OneC {
  private cookie = '';
  fileLimit = 1024 * 1024;

  constructor(private readonly fetch: Fetch, private readonly base: string, private readonly login: string, private readonly password: string) {}

  /** One call; the answer's text. */
  async call(type: 'catalog' | 'sale', mode: string, opts: { filename?: string; body?: Uint8Array; basic?: boolean } = {}): Promise<string> {
    const q = new URLSearchParams({ type, mode, ...(opts.filename ? { filename: opts.filename } : {}) });
    const headers: Record<string, string> = {};
    if (opts.basic) headers.Authorization = `Basic ${Buffer.from(`${this.login}:${this.password}`).toString('base64')}`;
    if (this.cookie) headers.Cookie = this.cookie;
    const res = await this.fetch(`${this.base}/api/exchange/1c?${q}`, {
      method: opts.body ? 'POST' : 'GET', headers, ...(opts.body ? { body: opts.body as unknown as BodyInit } : {}),
    });
    return res.text();
  }

  async checkauth(type: 'catalog' | 'sale'): Promise<string> {
    const answer = await this.call(type, 'checkauth', { basic: true });
    const [status, name, value] = answer.split('\n');
    if (status === 'success') this.cookie = `${name}=${value}`;
    return answer;
  }

  async init(type: 'catalog' | 'sale'): Promise<string> {
    const answer = await this.call(type, 'init');
    const limit = /file_limit=(\d+)/.exec(answer);
    if (limit) this.fileLimit = Number(limit[1]);
    return answer;
  }

  /** Sends `bytes` as `filename` in chunks of `chunk` bytes (at most file_limit); the answers. */
  async upload(filename: string, bytes: Uint8Array, chunk = this.fileLimit): Promise<string[]> {
    const answers: string[] = [];
    for (let at = 0; at < bytes.length || at === 0; at += chunk) {
      answers.push(await this.call('catalog', 'file', { filename, body: bytes.subarray(at, Math.min(bytes.length, at + chunk)) }));
      if (bytes.length === 0) break;
    }
    return answers;
  }

  /** mode=import of `filename`, repeated while the shop answers `progress`; every answer. */
  async importFile(filename: string, waitMs = 50, maxTries = 20_000): Promise<string[]> {
    const answers: string[] = [];
    for (let i = 0; i < maxTries; i++) {
      const answer = await this.call('catalog', 'import', { filename });
      answers.push(answer);
      if (!answer.startsWith('progress')) return answers;
      await new Promise((r) => setTimeout(r, waitMs));
    }
    return answers;
  }

  /** A whole package from a folder: checkauth, init, every file (pictures first), import.xml, offers.xml. */
  async sendFolder(folder: string, log: (line: string) => void = () => {}): Promise<boolean> {
    log(await this.checkauth('catalog'));
    log(await this.init('catalog'));
    const files = listFiles(folder);
    for (const rel of files) {
      const answers = await this.upload(rel, fs.readFileSync(path.join(folder, rel)));
      if (answers.some((a) => !a.startsWith('success'))) {
        log(`${rel}: ${answers.find((a) => !a.startsWith('success'))}`);
        return false;
      }
    }
    log(`файлов передано: ${files.length}`);
    for (const rel of files.filter((f) => /^(import|offers).*\.xml$/i.test(path.basename(f))).sort((a, b) => rank(a) - rank(b))) {
      const answers = await this.importFile(rel, 200);
      const last = answers[answers.length - 1];
      log(`${rel}: ${last}`);
      if (!last.startsWith('success')) return false;
    }
    return true;
  }
}

const rank = (f: string) => (/^import/i.test(path.basename(f)) ? 0 : 1);

/** The folder's files as 1C names them (forward slashes), XML last. */
function listFiles(folder: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(folder, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...listFiles(folder, rel));
    else out.push(rel);
  }
  return out.sort((a, b) => Number(a.endsWith('.xml')) - Number(b.endsWith('.xml')) || a.localeCompare(b));
}
