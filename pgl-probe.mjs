import { PGlite } from '@electric-sql/pglite';
let t=Date.now(); const c = new PGlite(); await c.waitReady; console.log('ready', Date.now()-t);
await c.exec('create table x(a int)');
t=Date.now(); const dump = await c.dumpDataDir('none'); console.log('dump', Date.now()-t, dump.size);
t=Date.now(); const d = new PGlite({ loadDataDir: dump }); await d.waitReady; console.log('load', Date.now()-t);
console.log((await d.query('select count(*) from x')).rows);
t=Date.now(); const e = await c.clone?.(); console.log('clone', typeof c.clone, Date.now()-t);
