// Where the exchange keeps what 1C uploads: `exchange/` beside DATA_DIR (as jwt-secret is), a
// folder per session below it.
import path from 'node:path';
import { env } from '../../env';

export const exchangeRoot = () => path.join(path.dirname(path.resolve(env.DATA_DIR)), 'exchange');
