// `npm run mutate`: StrykerJS with the settings in stryker.config.mjs. Its command-line entry
// refuses Node older than 22 (a guard, not a need: the mutation run itself works on this project's
// Node 20), so this starts the same run through its programmatic API, which skips that guard.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './stack';

// the package exports only its index, whose CLI module runs the guard on import
const entry = pathToFileURL(path.join(root, 'node_modules/@stryker-mutator/core/dist/src/stryker.js')).href;
const { Stryker } = (await import(entry)) as typeof import('@stryker-mutator/core');

// extra arguments: `npm run mutate -- lib/listing-query.ts` mutates only those files; `--force`
// tests every mutant again instead of reusing the incremental file's results
const args = process.argv.slice(2);
const files = args.filter((a) => a !== '--force');
const results = await new Stryker({ ...(files.length ? { mutate: files } : {}), ...(args.includes('--force') ? { force: true } : {}) })
  .runMutationTest();
const detected = results.filter((m) => m.status === 'Killed' || m.status === 'Timeout').length;
const valid = results.filter((m) => m.status !== 'CompileError' && m.status !== 'RuntimeError' && m.status !== 'Ignored').length;
console.log(`mutation score ${valid ? ((100 * detected) / valid).toFixed(2) : '0'}% (${detected} of ${valid} mutants detected)`);
