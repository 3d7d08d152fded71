// `npm run mutate`: StrykerJS with the settings in stryker.config.mjs, and one closing line with the
// mutation score. Stryker 9 (Stryker 10 and its Babel 8 declare Node 22; this machine has Node 20).
import { Stryker } from '@stryker-mutator/core';

// extra arguments: `npm run mutate -- lib/listing-query.ts` mutates only those files; `--force`
// tests every mutant again instead of reusing the incremental file's results
const args = process.argv.slice(2);
const files = args.filter((a) => a !== '--force');
const results = await new Stryker({ ...(files.length ? { mutate: files } : {}), ...(args.includes('--force') ? { force: true } : {}) })
  .runMutationTest();
const detected = results.filter((m) => m.status === 'Killed' || m.status === 'Timeout').length;
const valid = results.filter((m) => m.status !== 'CompileError' && m.status !== 'RuntimeError' && m.status !== 'Ignored').length;
console.log(`mutation score ${valid ? ((100 * detected) / valid).toFixed(2) : '0'}% (${detected} of ${valid} mutants detected)`);
