import { readFileSync } from 'node:fs';
import { parseCsv } from '/work/main/scripts/eval/clause-answers.ts';
const [h = [], ...rows] = parseCsv(readFileSync('../shared/data/cuad/master_clauses_dev.csv', 'utf8'));
const cols = ['Parties-Answer', 'Agreement Date-Answer', 'Effective Date-Answer', 'Expiration Date-Answer', 'Renewal Term-Answer', 'Notice Period To Terminate Renewal- Answer', 'Governing Law-Answer'];
const idx = cols.map((c) => h.findIndex((x) => x.trim() === c.trim()));
console.log(idx, rows.length);
for (const r of rows.slice(0, 6)) console.log(JSON.stringify(idx.map((i) => r[i])));
