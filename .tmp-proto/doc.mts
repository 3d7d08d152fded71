import { createApp } from '../server/app.ts';
const app = createApp(null as never);
const res = await app.request('/api/docs.json');
const doc = await res.json();
console.log(res.status, res.headers.get('content-type'), Object.keys(doc.paths).length, Object.keys(doc.components.schemas));
console.log(app.routes.filter(r => r.method !== 'ALL').map(r => r.method + ' ' + r.path).join('\n'));
