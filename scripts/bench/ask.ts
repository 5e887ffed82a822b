import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import { IDEMPOTENCY_KEY_HEADER } from '../../common/api/analysis-jobs.ts';
import type { ChatDoneEvent } from '../../common/api/chat.ts';
import { analyseAsGuide } from '../../core/ask/analyse-as-guide.ts';
import { answerQuestion } from '../../core/ask/answer-question.ts';
import { parseDocument, type ParsedDocument } from '../../core/parsing/index.ts';
import { loadCuadContracts } from '../train/load-data.ts';
import { readAskQuestionSet, type DocumentCase } from '../eval/ask-question-set.ts';
import { loadNote, median, quantile } from './bench-helpers.ts';
import {
  findFreePort,
  signUpNewUser,
  sleep,
  startServer,
  stopServer,
  waitForReady,
  type BenchUser,
} from './bench-server.ts';

/**
 * `npm run bench ask`: Ask-AI's answer time as a user gets it, with the built-in answerer. The
 * real server on a throwaway data directory; one user on the enterprise plan (3,000 questions a
 * month) uploads and analyses the documents of scripts/eval/ask-questions.json and asks every
 * question of the set, one at a time: the time to the first `delta` event (the first words) and
 * to the `done` event (the finished answer). Then the answerer alone, in process, on the same
 * documents, so engine time and HTTP can be told apart.
 */

/** A document of the set as it is uploaded. */
interface BenchDocument {
  name: string;
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
  questions: string[];
}

/** One question asked over HTTP. */
interface AskedQuestion {
  firstDeltaMs: number | null;
  doneMs: number | null;
  done: ChatDoneEvent | null;
  error: string | null;
}

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** How long a document's analysis may take (each is analysed before its questions are asked). */
const ANALYSIS_TIMEOUT_MS = 300_000;
/** Timed passes over the questions in process: the machine is shared, more samples steady them. */
const IN_PROCESS_ROUNDS = 3;

export async function reportAskBenchmarks(projectRoot: string, dataDirectory: string) {
  const docxDirectory = path.join(dataDirectory, 'samples', 'docx');
  const cuadFile = path.join(dataDirectory, 'cuad', 'dev.jsonl.gz');
  if (!existsSync(docxDirectory) || !existsSync(cuadFile)) {
    console.log(`ask: skipped (no sample DOCX or CUAD dev contracts in ${dataDirectory})`);
    return;
  }
  const languageModelSetting = clearLanguageModelSettings(projectRoot);
  if (languageModelSetting) {
    console.log(`ask: skipped (${languageModelSetting}; this measures the built-in answerer)`);
    return;
  }
  const cases = readAskQuestionSet();
  const documents = loadBenchDocuments(cases, dataDirectory);
  const questionCount = documents.reduce((sum, document) => sum + document.questions.length, 0);

  const inProcess = await answerInProcess(documents);
  const asked = await askOverHttp(projectRoot, documents);

  const finished = asked.filter((question) => question.done);
  const answered = finished.filter((question) => question.done?.answer.isAnswered).length;
  const errors = asked.filter((question) => question.error).map((question) => question.error);
  const sameAsInProcess = asked.filter(
    (question, index) => question.done?.answer.content === inProcess.answers[index],
  ).length;
  const firstDelta = asked.flatMap((question) => question.firstDeltaMs ?? []);
  const done = asked.flatMap((question) => question.doneMs ?? []);
  const docx = documents.filter((document) => document.contentType === DOCX_TYPE).length;
  const pdf = documents.filter((document) => document.contentType === 'application/pdf').length;
  const text = documents.length - docx - pdf;

  console.log(
    `ask: Ask-AI answers as a user gets them: ${questionCount} questions over ${documents.length} documents (${docx} sample DOCX, ${pdf} CUAD PDF, ${text} CUAD dev contracts as .txt: no PDF of them), built-in answerer, real server, one enterprise-plan user, each document analysed first, one question at a time over loopback; ${loadNote()}`,
  );
  console.log(
    `ask:   to the first words (first delta event): median ${ms(median(firstDelta))}, p90 ${ms(quantile(firstDelta, 0.9))}`,
  );
  console.log(
    `ask:   to the finished answer (done event): median ${ms(median(done))}, p90 ${ms(quantile(done, 0.9))}`,
  );
  console.log(
    `ask:   answered ${share(answered, finished.length)}, "the document does not say" ${share(finished.length - answered, finished.length)}; errors: ${errors.length === 0 ? 'none' : `${errors.length} (${[...new Set(errors)].join('; ')})`}`,
  );
  console.log(
    `ask:   the answerer alone, in process (core/ask answerQuestion after parseDocument and analyzeDocument; warm, ${IN_PROCESS_ROUNDS} passes), per question: median ${ms(median(inProcess.freshMs))}, p90 ${ms(quantile(inProcess.freshMs, 0.9))} building the passage index each time as the server does (a new document object each request); median ${ms(median(inProcess.cachedMs))}, p90 ${ms(quantile(inProcess.cachedMs, 0.9))} with the index cached`,
  );
  console.log(
    `ask:   server answers word for word the in-process ones: ${sameAsInProcess}/${questionCount}`,
  );
}

/**
 * LLM_PROVIDER makes the server answer with a language model; the bench is about the built-in
 * answerer, so it is removed from the environment the server inherits. A ./.env that sets it
 * cannot be overridden that way: then this names it, and there is nothing to measure.
 */
function clearLanguageModelSettings(projectRoot: string): string | null {
  for (const name of Object.keys(process.env))
    if (name.startsWith('LLM_')) Reflect.deleteProperty(process.env, name);
  const envFile = path.join(projectRoot, '.env');
  if (existsSync(envFile) && /^\s*LLM_PROVIDER\s*=\s*\S/m.test(readFileSync(envFile, 'utf8')))
    return `${envFile} sets LLM_PROVIDER`;
  return null;
}

/**
 * The set's documents: the sample DOCX as they are; a CUAD dev contract as its original PDF
 * when cuad/pdf has it, else its text as a .txt file (what the eval reads).
 */
function loadBenchDocuments(cases: readonly DocumentCase[], dataDirectory: string) {
  const pdfDirectory = path.join(dataDirectory, 'cuad', 'pdf');
  const pdfFiles = existsSync(pdfDirectory) ? readdirSync(pdfDirectory) : [];
  let cuadTexts: Map<string, string> | undefined;
  return cases.map((documentCase): BenchDocument => {
    const questions = documentCase.questions.map((question) => question.question);
    if (documentCase.source === 'docx') {
      const fileName = documentCase.file ?? '';
      return {
        name: fileName,
        fileName,
        contentType: DOCX_TYPE,
        bytes: readData(path.join(dataDirectory, 'samples', 'docx', fileName)),
        questions,
      };
    }
    const id = documentCase.id ?? '';
    const pdf = pdfFiles.find((name) => name.toLowerCase() === `${id.toLowerCase()}.pdf`);
    if (pdf)
      return {
        name: id,
        fileName: pdf,
        contentType: 'application/pdf',
        bytes: readData(path.join(pdfDirectory, pdf)),
        questions,
      };
    cuadTexts ??= new Map(loadCuadContracts().map((contract) => [contract.id, contract.text]));
    const text = cuadTexts.get(id);
    if (text === undefined) throw new Error(`No CUAD dev contract ${id}`);
    return {
      name: id,
      fileName: `${id}.txt`,
      contentType: 'text/plain',
      bytes: new TextEncoder().encode(text),
      questions,
    };
  });
}

/** Reads a data file; the held-out data is never read. */
function readData(file: string): Uint8Array {
  if (file.split(path.sep).some((part) => part.toLowerCase() === 'holdout'))
    throw new Error(`Refusing to read held-out data: ${file}`);
  return new Uint8Array(readFileSync(file));
}

/**
 * The built-in answerer without the server: each document parsed and analysed as the server
 * does, one untimed pass over every question (so the times are those of warm code, as in a
 * server that has been answering for a while), then IN_PROCESS_ROUNDS timed passes, each
 * question twice: on a new copy of the document (the server loads the document afresh for each
 * question, so the passage index is built each time) and on the same document, whose index is
 * built by then. Returns the answers' texts in the set's order.
 */
async function answerInProcess(documents: readonly BenchDocument[]) {
  const prepared: { document: ParsedDocument; analysis: Analysis | null; questions: string[] }[] =
    [];
  for (const benchDocument of documents) {
    const document = await parseDocument(benchDocument.bytes);
    prepared.push({
      document,
      analysis: analyseAsGuide(document),
      questions: benchDocument.questions,
    });
  }
  for (const { document, analysis, questions } of prepared)
    for (const question of questions) {
      answerQuestion({ document: { ...document }, analysis, question });
      answerQuestion({ document, analysis, question });
    }
  const freshMs: number[] = [];
  const cachedMs: number[] = [];
  const answers: string[] = [];
  for (let round = 0; round < IN_PROCESS_ROUNDS; round++) {
    for (const { document, analysis, questions } of prepared) {
      for (const question of questions) {
        let started = performance.now();
        const answer = answerQuestion({ document: { ...document }, analysis, question });
        freshMs.push(performance.now() - started);
        // The same document finds the index the untimed pass built.
        started = performance.now();
        answerQuestion({ document, analysis, question });
        cachedMs.push(performance.now() - started);
        if (round === 0) answers.push(answer.text);
      }
    }
  }
  return { freshMs, cachedMs, answers };
}

/**
 * The real server on a throwaway data directory: one user, on the enterprise plan and with a
 * credit per document (the admin command, as an operator runs it), uploads and analyses every
 * document, then asks the questions in the set's order.
 */
async function askOverHttp(
  projectRoot: string,
  documents: readonly BenchDocument[],
): Promise<AskedQuestion[]> {
  const dataDirectory = mkdtempSync(path.join(tmpdir(), 'legal-explainer-bench-ask-'));
  let server: ReturnType<typeof startServer> | undefined;
  try {
    const port = await findFreePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    server = startServer(projectRoot, port, dataDirectory, 'ask');
    await waitForReady(baseUrl, server);
    const user = await signUpNewUser(baseUrl);
    const email = (user.session.user as { email?: string } | undefined)?.email;
    if (!email) throw new Error('The sign-up answered without the user’s e-mail');
    await runAdmin(projectRoot, dataDirectory, ['set-plan', email, 'enterprise']);
    await runAdmin(projectRoot, dataDirectory, ['grant-credits', email, String(documents.length)]);

    const documentIds: string[] = [];
    for (const document of documents) {
      const id = await upload(baseUrl, user, document);
      await waitForDocument(baseUrl, user, id);
      await analyseOnServer(baseUrl, user, id);
      documentIds.push(id);
    }

    const asked: AskedQuestion[] = [];
    for (const [index, document] of documents.entries())
      for (const question of document.questions)
        asked.push(await ask(baseUrl, user, documentIds[index] ?? '', question));
    return asked;
  } finally {
    if (server) await stopServer(server);
    rmSync(dataDirectory, { recursive: true, force: true });
  }
}

/** `legal-explainer admin ...` on the server's data directory, as bench-server starts it. */
async function runAdmin(projectRoot: string, dataDirectory: string, args: string[]) {
  await promisify(execFile)(process.execPath, ['bin/legal-explainer.js', 'admin', ...args], {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: dataDirectory, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
  });
}

async function upload(baseUrl: string, user: BenchUser, document: BenchDocument) {
  const form = new FormData();
  form.append(
    'file',
    new Blob([document.bytes], { type: document.contentType }),
    document.fileName,
  );
  const response = await fetch(`${baseUrl}/api/documents`, {
    method: 'POST',
    headers: user.authorization,
    body: form,
  });
  if (!response.ok)
    throw new Error(
      `Upload of ${document.name} failed: ${response.status} ${await response.text()}`,
    );
  return ((await response.json()) as { id: string }).id;
}

/** Polls GET /api/documents/:id until the document is 'ready'. */
async function waitForDocument(baseUrl: string, user: BenchUser, id: string) {
  const giveUpAt = Date.now() + 300_000;
  while (Date.now() < giveUpAt) {
    const response = await fetch(`${baseUrl}/api/documents/${id}`, { headers: user.authorization });
    // A document whose reading failed is removed, so it is gone rather than 'failed'.
    if (response.status === 404) throw new Error(`The server could not read document ${id}`);
    if (((await response.json()) as { status: string }).status === 'ready') return;
    await sleep(200);
  }
  throw new Error(`Document ${id} was not ready after 5 minutes`);
}

/** POST /api/documents/:id/analyze (a credit), then polls the job until it has succeeded. */
async function analyseOnServer(baseUrl: string, user: BenchUser, id: string) {
  const response = await fetch(`${baseUrl}/api/documents/${id}/analyze`, {
    method: 'POST',
    headers: { ...user.authorization, [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
  });
  if (response.status !== 202)
    throw new Error(`Analyze failed: ${response.status} ${await response.text()}`);
  const giveUpAt = Date.now() + ANALYSIS_TIMEOUT_MS;
  while (Date.now() < giveUpAt) {
    const job = await fetch(`${baseUrl}/api/documents/${id}/analysis-job`, {
      headers: user.authorization,
    });
    const { status } = ((await job.json()) as { job: { status: string } }).job;
    if (status === 'succeeded') return;
    if (status === 'failed') throw new Error(`The analysis of document ${id} failed`);
    await sleep(200);
  }
  throw new Error(`The analysis of document ${id} did not finish in 5 minutes`);
}

/**
 * POST /api/documents/:id/chat with the question, reading the server-sent events as they come:
 * the times from the request to the first `delta` and to `done`, and how it ended.
 */
async function ask(
  baseUrl: string,
  user: BenchUser,
  documentId: string,
  question: string,
): Promise<AskedQuestion> {
  const result: AskedQuestion = { firstDeltaMs: null, doneMs: null, done: null, error: null };
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/documents/${documentId}/chat`, {
    method: 'POST',
    headers: { ...user.authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ question }),
  });
  if (!response.ok || !response.body) {
    result.error = `HTTP ${response.status} ${await response.text()}`;
    return result;
  }
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const chunk of response.body) {
    const receivedAt = performance.now();
    buffered += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffered.indexOf('\n\n')) !== -1) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event === 'delta') result.firstDeltaMs ??= receivedAt - started;
      else if (event === 'done' && data) {
        result.doneMs = receivedAt - started;
        result.done = JSON.parse(data) as ChatDoneEvent;
      } else if (event === 'error' && data) {
        result.error = (JSON.parse(data) as { code: string }).code;
      }
    }
  }
  if (!result.done && !result.error) result.error = 'the stream ended without done or error';
  return result;
}

const ms = (milliseconds: number) => `${milliseconds.toFixed(1)} ms`;

const share = (count: number, total: number) =>
  `${((100 * count) / (total || 1)).toFixed(0)}% (${count}/${total})`;
