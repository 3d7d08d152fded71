// Stops both processes and deletes the temporary database; fails the run when one of them died
// before (its tests may have talked to nothing, or to another server that took its port).
import fs from 'node:fs';
import type { E2eState } from './global-setup';

export default async function globalTeardown() {
  const state = (globalThis as { __e2e?: E2eState }).__e2e;
  if (!state) return;
  state.stopping = true;
  const died = state.died;
  await state.stack.stop();
  fs.rmSync(state.tmp, { recursive: true, force: true });
  if (died) throw new Error(`[e2e] ${died}`);
}
