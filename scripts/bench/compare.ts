import { existsSync } from 'node:fs';
import path from 'node:path';
import { analyzeDocument } from '../../core/analysis/analyze-document.ts';
import { compareAnalysed } from '../../core/compare/index.ts';
import { paginateText } from '../../core/parsing/paginate-text.ts';
import { createParsedDocument } from '../../core/parsing/parsed-document.ts';
import { makeLongVersions } from '../eval/compare-edits.ts';
import { loadCuadContracts } from '../train/load-data.ts';
import { loadNote, median, seconds } from './bench-helpers.ts';
import { analyseOverHttp, signUpNewUser, uploadFile, withBenchServer } from './bench-server.ts';

const RUNS = 5;

/**
 * `npm run bench compare`: two versions of a 50-page contract (CUAD texts joined; the new one
 * with an amount changed, a clause deleted and a section moved) compared as the server does it
 * from their stored analyses: in the engine alone, then over HTTP on the real server from the
 * request to the whole answer, as JSON, as the Word redline and as the PDF (the target: 2 s).
 * The first request apart from the median of the rest.
 */
export async function reportCompareBenchmarks(projectRoot: string, dataDirectory: string) {
  if (!existsSync(path.join(dataDirectory, 'cuad'))) {
    console.log(`compare: skipped (no CUAD data in ${dataDirectory})`);
    return;
  }
  const versions = makeLongVersions(loadCuadContracts().map((contract) => contract.text));
  const toDocument = (text: string) => createParsedDocument('txt', paginateText(text), true);
  const before = toDocument(versions.before);
  const after = toDocument(versions.after);
  console.log(
    `compare: ${before.pages.length} and ${after.pages.length} pages (${loadNote()}), ${RUNS} runs`,
  );
  const analysedBefore = { document: before, analysis: analyzeDocument(before) };
  const analysedAfter = { document: after, analysis: analyzeDocument(after) };
  const inEngine = time(() => compareAnalysed(analysedBefore, analysedAfter));
  console.log(`compare: in the engine, from the two analyses: ${describe(inEngine)}`);

  await withBenchServer(projectRoot, 'compare', async (baseUrl) => {
    const user = await signUpNewUser(baseUrl);
    const upload = async (text: string, fileName: string) =>
      (await uploadFile(baseUrl, user, text, fileName, 'text/plain')).documentId;
    const oldId = await upload(versions.before, 'contract-v1.txt');
    const newId = await upload(versions.after, 'contract-v2.txt');
    await analyseOverHttp(baseUrl, user, oldId);
    await analyseOverHttp(baseUrl, user, newId);
    for (const format of ['json', 'docx', 'pdf'] as const) {
      const url = `${baseUrl}/api/documents/${oldId}/compare?with=${newId}&format=${format}`;
      const timings: number[] = [];
      let bytes = 0;
      for (let run = 0; run < RUNS + 1; run++) {
        const started = performance.now();
        const response = await fetch(url, { headers: user.authorization });
        if (!response.ok) throw new Error(`Compare failed: ${response.status}`);
        bytes = (await response.arrayBuffer()).byteLength;
        timings.push(performance.now() - started);
      }
      console.log(
        `compare: GET /api/documents/{id}/compare?format=${format} (${(bytes / 1024).toFixed(0)} KiB): ${describe(timings)}`,
      );
    }
  });
}

function time(work: () => unknown): number[] {
  const timings: number[] = [];
  for (let run = 0; run < RUNS + 1; run++) {
    const started = performance.now();
    work();
    timings.push(performance.now() - started);
  }
  return timings;
}

function describe(timings: readonly number[]): string {
  const [first = 0, ...rest] = timings;
  return `median ${seconds(median(rest))} (first ${seconds(first)}; target 2 s)`;
}
