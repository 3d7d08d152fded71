// The JWT key: JWT_SECRET when set, else one generated into the data folder once and reused.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadJwtSecret } from './jwt-secret';

describe('loadJwtSecret', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jwt-secret-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('generates a key into the file on first use, readable only by its owner, and reuses it', () => {
    const file = path.join(dir, 'fresh', 'jwt-secret');
    const first = loadJwtSecret(file, undefined);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(loadJwtSecret(file, undefined)).equals(Buffer.from(first))).toBe(true);
  });

  it('takes JWT_SECRET when set and writes nothing', () => {
    const file = path.join(dir, 'unused', 'jwt-secret');
    expect(new TextDecoder().decode(loadJwtSecret(file, 'x'.repeat(40)))).toBe('x'.repeat(40));
    expect(fs.existsSync(file)).toBe(false);
  });
});
