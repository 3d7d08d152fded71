// `npm run exchange -- send <folder> [--url http://localhost:3000] [--login exchange] [--password exchange12345]`:
// plays 1C against a running shop (scripts/one-c.ts): checkauth, init, every file of the folder in
// chunks, then import.xml and offers.xml until each ends. The folder is laid out as 1C writes it
// (import.xml, offers.xml, import_files/…); the demo package is server/demo/exchange/package.
// `… -- orders` asks for the orders 1C has not received (type=sale, mode=query) and prints them.
import { parseArgs } from 'node:util';
import { OneC } from './one-c';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: 'string', default: `http://localhost:${process.env.PORT ?? 3000}` },
    login: { type: 'string', default: process.env.EXCHANGE_1C_LOGIN ?? 'exchange' },
    password: { type: 'string', default: process.env.EXCHANGE_1C_PASSWORD ?? 'exchange12345' },
  },
});
const [command, folder] = positionals;
const oneC = new OneC(fetch, values.url!.replace(/\/+$/, ''), values.login!, values.password!);
if (command === 'send' && folder) {
  const started = Date.now();
  const ok = await oneC.sendFolder(folder, (line) => console.log(line.replace(/\n/g, ' | ')));
  console.log(`${ok ? 'обмен завершён' : 'обмен прерван'} за ${((Date.now() - started) / 1000).toFixed(1)} с`);
  process.exit(ok ? 0 : 1);
} else if (command === 'orders') {
  console.log(await oneC.checkauth('sale'));
  console.log(await oneC.call('sale', 'query'));
} else {
  console.error('usage: npm run exchange -- send <folder> [--url http://localhost:3000] [--login …] [--password …]\n       npm run exchange -- orders');
  process.exit(2);
}
