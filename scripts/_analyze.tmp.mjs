import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
const dir = 'bench-results/dist-live';
const rows = JSON.parse(readFileSync('bench-results/checkout-js.json','utf8'));
const row = Object.values(rows)[Number(process.argv[2] ?? 3)];
const agg = new Map();
for (const f of row.files) {
  const code = readFileSync(dir + f.path, 'utf8');
  let map; try { map = JSON.parse(readFileSync(dir + f.path + '.map','utf8')); } catch { agg.set(f.path, (agg.get(f.path)??0)+f.gzip); continue; }
  const c = new SourceMapConsumer(map);
  const lines = code.split('\n');
  const per = new Map(); let total = 0;
  const maps = []; c.eachMapping(m => maps.push(m));
  // bytes from each mapping to the next on the same line
  for (let i=0;i<maps.length;i++){ const m=maps[i], n=maps[i+1]; const line=lines[m.generatedLine-1]??''; const end = n && n.generatedLine===m.generatedLine ? n.generatedColumn : line.length; const len=Math.max(0,end-m.generatedColumn); const src=(m.source??'?').replace(/.*node_modules\//,'nm/').replace(/.*\/work\/main\//,''); per.set(src,(per.get(src)??0)+len); total+=len; }
  for (const [s,b] of per) agg.set(s, (agg.get(s)??0) + f.gzip * b/total);
}
const arr=[...agg].sort((a,b)=>b[1]-a[1]);
let sum=0; for (const [s,b] of arr) { sum+=b; if (b>150) console.log((b/1024).toFixed(2).padStart(7), s); }
console.log('total', (sum/1024).toFixed(1));
