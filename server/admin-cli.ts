// The back office's staff from the command line (decision 144); `npm run admin -- …`:
//   create --phone 79XXXXXXXXX --role site|shop [--shops 1,2] [--name "Имя Фамилия"]
//   list
//   block --phone 79XXXXXXXXX      take every back-office role away and end the sessions
//   reset --phone 79XXXXXXXXX      a new password, ending the sessions
// The password comes from standard input (its first line) or, at a terminal, a prompt that does not
// echo; never from an argument, which the shell's history and `ps` would keep. Works on PGlite
// (DATA_DIR) with the API stopped — PGlite has no lock, so a running API is refused, as db:reset does
// — and on DATABASE_URL while the API runs (roles are read on every request).
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { apiIsRunning } from './db/api-running';
import { dataDir, getDatabase } from './db/client';
import { migrate } from './db/migrate';
import { env } from './env';
import {
  StaffError, blockStaff, createStaff, listStaff, resetStaffPassword, staffPasswordProblem, type StaffRole,
} from './services/admin-accounts';

const USAGE = [
  'Использование: npm run admin -- create --phone 79XXXXXXXXX --role site|shop [--shops 1,2] [--name "Имя"]',
  '                npm run admin -- list | block --phone 79XXXXXXXXX | reset --phone 79XXXXXXXXX',
  'Пароль читается со стандартного ввода (первая строка) или спрашивается в терминале.',
].join('\n');

function phoneOf(raw: string | undefined): string {
  const digits = (raw ?? '').replace(/\D/g, '');
  if (!/^7\d{10}$/.test(digits)) throw new StaffError(`--phone: ожидается номер вида 79XXXXXXXXX, получено «${raw ?? ''}».`);
  return digits;
}

function shopsOf(raw: string | undefined): number[] {
  if (!raw) return [];
  const ids = raw.split(',').map((s) => s.trim());
  if (!ids.every((s) => /^[1-9]\d{0,8}$/.test(s))) throw new StaffError(`--shops: ожидаются номера магазинов через запятую, получено «${raw}».`);
  return [...new Set(ids.map(Number))];
}

/** One line typed at a terminal without echo. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const write = (rl as unknown as { _writeToOutput: (s: string) => void });
    let asked = false;
    write._writeToOutput = (s: string) => {
      if (!asked) { process.stdout.write(s); asked = true; }
    };
    rl.question(question, (answer) => {
      process.stdout.write('\n');
      rl.close();
      resolve(answer);
    });
  });
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let text = '';
    for await (const chunk of process.stdin) text += chunk;
    return text.split(/\r?\n/)[0];
  }
  const password = await promptHidden('Пароль: ');
  const problem = staffPasswordProblem(password);
  if (problem) throw new StaffError(problem);
  if ((await promptHidden('Пароль ещё раз: ')) !== password) throw new StaffError('Пароли не совпадают.');
  return password;
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      phone: { type: 'string' }, role: { type: 'string' }, shops: { type: 'string' }, name: { type: 'string' }, force: { type: 'boolean' },
    },
  });
  const [command] = positionals;
  if (!['create', 'list', 'block', 'reset'].includes(command ?? '')) throw new StaffError(USAGE);
  const role = values.role as StaffRole | undefined;
  if (command === 'create' && role !== 'site' && role !== 'shop') throw new StaffError('--role: site (администратор сайта) или shop (администратор магазинов).');
  const phone = command === 'list' ? '' : phoneOf(values.phone);
  const shopIds = shopsOf(values.shops);
  const password = command === 'create' || command === 'reset' ? await readPassword() : '';

  if (!env.DATABASE_URL && !values.force && (await apiIsRunning())) {
    throw new StaffError(`API запущен и держит базу ${dataDir()} (у PGlite нет блокировки). Остановите его и повторите (или укажите --force).`);
  }
  const handle = await getDatabase();
  try {
    await migrate(handle);
    if (command === 'create') {
      const staff = await createStaff(handle.db, { phone, name: values.name ?? 'Администратор', password, role: role!, shopIds });
      console.log(`создан ${staff.role === 'site' ? 'администратор сайта' : `администратор магазинов ${staff.shopIds.join(', ')}`}: ${staff.phone} (id ${staff.id})`);
    } else if (command === 'list') {
      const staff = await listStaff(handle.db);
      if (staff.length === 0) console.log('сотрудников нет');
      for (const s of staff) console.log(`${s.phone}\t${s.role === 'site' ? 'site' : `shop ${s.shopIds.join(',')}`}\t${s.name}`);
    } else if (command === 'block') {
      await blockStaff(handle.db, phone);
      console.log(`${phone}: роли сняты, сессии завершены`);
    } else {
      await resetStaffPassword(handle.db, phone, password);
      console.log(`${phone}: пароль изменён, сессии завершены`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((err: Error) => {
  console.error(err instanceof StaffError ? err.message : err.stack ?? err.message);
  process.exit(1);
});
