// `npm start` (after the build) and `npm run dev`: the shop API, then the storefront, as one command.
// Stops both on Ctrl-C or SIGTERM, and both when either exits on its own (then with a failure code).
import { startStack, stopLive, type Stack } from './stack';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 4000);
const dataDir = process.env.DATA_DIR ?? '.data/pglite';

let stack: Stack | undefined;
let stopping = false;

async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  await stopLive();
  process.exit(code);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  stack = await startStack({ port, apiPort, dataDir, dev });
} catch (err) {
  console.error(`[start] ${(err as Error).message}`);
  await shutdown(1);
}
if (stack && !stopping) {
  console.log(`[start] shop on http://localhost:${port}, API on ${stack.apiUrl}${dev ? ' (dev)' : ''}`);
  const { name, code } = await stack.firstExit;
  if (!stopping) {
    console.error(`[start] ${name} exited with code ${code}; stopping`);
    await shutdown(code || 1);
  }
}
