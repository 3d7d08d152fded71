// Stops both processes and deletes the temporary database.
import fs from 'node:fs';
import type { E2eState } from './global-setup';

export default async function globalTeardown() {
  const state = (globalThis as { __e2e?: E2eState }).__e2e;
  if (!state) return;
  await state.stack.stop();
  fs.rmSync(state.tmp, { recursive: true, force: true });
}
