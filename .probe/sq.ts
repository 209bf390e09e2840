import Database from 'better-sqlite3';
const db = new Database('/tmp/dealer-bench-leads-CivEdE/dealer.db', { readonly: true });
db.pragma('cache_size = -65536'); db.pragma('mmap_size = 268435456');
const kinds = ['finance','contact','optin','offer','product','joyclub'];
const matches = kinds.map(k => `select rowid from enquiries_search_${k} where enquiries_search_${k} match '"kulk"'`).join(' union all ');
const qs: Record<string, string> = {
  walk: `select id from enquiries indexed by enquiries_leads_created_idx where repeat_of is null and id in (${matches}) order by created_at desc, id desc limit 20 offset 9980`,
  lookup: `select id from enquiries where id in (${matches}) and repeat_of is null order by created_at desc, id desc limit 20 offset 9980`,
  lookup1: `select id from enquiries where id in (${matches}) and repeat_of is null order by created_at desc, id desc limit 20 offset 0`,
  walk1: `select id from enquiries indexed by enquiries_leads_created_idx where repeat_of is null and id in (${matches}) order by created_at desc, id desc limit 20 offset 0`,
  count: `select (select count(*) from (${matches})) - (select count(*) from enquiries indexed by enquiries_repeats_idx where repeat_of is not null and id in (${matches}))`,
  fts: `select count(*) from (${matches})`,
};
for (const [name, q] of Object.entries(qs)) {
  const st = db.prepare(q);
  const times: number[] = [];
  for (let i = 0; i < 8; i++) { const t0 = performance.now(); st.all(); times.push(performance.now() - t0); }
  times.sort((a, b) => a - b);
  console.log(name.padEnd(8), times.map(t => t.toFixed(1)).join(' '));
  console.log('   ', db.prepare('explain query plan ' + q).all().map((r: any) => r.detail).slice(0, 4).join(' | '));
}
