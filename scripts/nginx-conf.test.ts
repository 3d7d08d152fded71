// deploy/nginx/shop.conf is what production runs: nginx itself checks it here (`nginx -t`), as the
// end-to-end run would only after a build, so a block left open by an edit fails in seconds.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nginxBinary, renderConf } from './nginx';

const bin = nginxBinary();
// CI and `npm run cluster` install nginx (scripts/services.sh); a machine without it skips, saying so
const withNginx = bin ? it : it.skip;

describe('deploy/nginx/shop.conf', () => {
  withNginx('is a configuration nginx accepts', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-nginx-check-'));
    try {
      for (const d of ['cache', 'tmp']) fs.mkdirSync(path.join(dir, d));
      fs.writeFileSync(path.join(dir, 'shop.conf'), renderConf(3999, [3998, 3997], dir));
      const mime = fs.existsSync('/etc/nginx/mime.types') ? 'include /etc/nginx/mime.types;' : '';
      fs.writeFileSync(path.join(dir, 'nginx.conf'), `${process.getuid?.() === 0 ? 'user root;' : ''}
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events {}
http {
  ${mime}
  client_body_temp_path ${dir}/tmp/body; proxy_temp_path ${dir}/tmp/proxy; fastcgi_temp_path ${dir}/tmp/f;
  uwsgi_temp_path ${dir}/tmp/u; scgi_temp_path ${dir}/tmp/s;
  include ${dir}/shop.conf;
}
`);
      const check = spawnSync(bin!, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
      expect({ status: check.status, said: check.status === 0 ? '' : check.stderr }).toEqual({ status: 0, said: '' });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
