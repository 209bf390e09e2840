import Database from 'better-sqlite3';
const db = new Database('/tmp/dealer-bench-leads-CivEdE/dealer.db', { readonly: true });
db.pragma('cache_size = -65536'); db.pragma('mmap_size = 268435456');
const kinds = ['finance','contact','optin','offer','product','joyclub'];
const phone = (db.prepare("select phone from enquiries where kind='finance' limit 1 offset 5000").get() as any).phone;
console.log('phone', phone);
for (const term of ['kulk', phone, phone.slice(2, 9), 'zzqq']) {
  const matches = kinds.map(k => `select rowid from enquiries_search_${k} where enquiries_search_${k} match '"${term}"'`).join(' union all ');
  const n = (db.prepare(`select count(*) n from (${matches})`).get() as any).n;
  for (const [name, q] of Object.entries({
    walk: `select id from enquiries indexed by enquiries_leads_created_idx where repeat_of is null and id in (${matches}) order by created_at desc, id desc limit 20`,
    lookup: `select id from enquiries not indexed where id in (${matches}) and repeat_of is null order by created_at desc, id desc limit 20`,
  })) {
    const st = db.prepare(q);
    const times: number[] = [];
    for (let i = 0; i < 5; i++) { const t0 = performance.now(); st.all(); times.push(performance.now() - t0); }
    times.sort((a, b) => a - b);
    console.log(term, n, name.padEnd(8), times.map(t => t.toFixed(1)).join(' '));
  }
}
