// After `next build`: every client chunk opens with V8's explicit compile hint
// (`//# allFunctionsCalledOnLoad`, Chrome 126+), so Chrome compiles its functions on a background
// thread while the file streams in, instead of on the main thread when each is first called.
// Turbopack's chunks wrap every module in a function that V8 compiles lazily: on a cold load (a
// first visit, and every Lighthouse run) that was 190 ms of the main thread at 4× CPU on home,
// inside the tasks that evaluate the framework (decision 21). Other engines read
// the line as a comment. Idempotent: a chunk that already has the line is left alone.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Adds the hint to each chunk of `<distDir>/static/chunks`; returns how many it changed. */
export function addCompileHints(distDir: string): number {
  const dir = path.join(distDir, 'static', 'chunks');
  let changed = 0;
  for (const name of fs.readdirSync(dir)) {
    if (!name.endsWith('.js')) continue;
    const file = path.join(dir, name);
    const text = fs.readFileSync(file, 'utf8');
    if (text.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(file, COMPILE_HINT + text);
    changed++;
  }
  return changed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const distDir = path.resolve(process.env.NEXT_DIST_DIR ?? '.next');
  console.log(`[compile-hints] ${addCompileHints(distDir)} chunks in ${path.relative(process.cwd(), distDir) || '.'}`);
}
