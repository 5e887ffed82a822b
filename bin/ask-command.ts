import { readFile } from 'node:fs/promises';
import { describeFileFailure } from './describe-file-failure.ts';
import { analyseAsGuide } from '../core/ask/analyse-as-guide.ts';
import { askDocument } from '../core/ask/ask-document.ts';
import type { ParsedDocument } from '../core/parsing/index.ts';
import { extractDocument } from '../core/parsing/extract-document.ts';
import { createConfiguredLanguageModel } from '../server/engine/language-model.ts';
import { loadEnv } from '../server/env.ts';
import { escapeForTerminal } from './terminal-text.ts';

const USAGE = 'Usage: legal-explainer ask FILE "QUESTION" [--json]';

/**
 * `legal-explainer ask FILE "QUESTION" [--json]`: answers a question about a PDF, DOCX or TXT
 * file with the server's engine (the built-in answerer, or the language model LLM_PROVIDER
 * names), printing the answer (its verdict first) and its cited passages, or with --json
 * { answer, verdict, citations: [{ page, quote, start, end }] }, the verdict 'yes', 'no',
 * 'conditional' or 'not-stated'. Returns 1 when the file cannot be read.
 */
export async function runAskCommand(args: string[]): Promise<number> {
  const isJson = args.includes('--json');
  const positional = args.filter((argument) => argument !== '--json');
  const unknownOption = positional.find((argument) => argument.startsWith('--'));
  const [file, question] = positional;
  if (unknownOption || positional.length !== 2 || !file || !question?.trim()) {
    console.error(
      unknownOption ? `Unknown option: ${escapeForTerminal(unknownOption)}\n${USAGE}` : USAGE,
    );
    return 2;
  }
  let document: ParsedDocument;
  try {
    // Read as the server reads uploads: scanned pages by OCR.
    document = await extractDocument(await readFile(file));
  } catch (error) {
    console.error(escapeForTerminal(`${file}: ${describeFileFailure(error)}`));
    return 1;
  }
  const answer = await askDocument(
    { document, analysis: analyseAsGuide(document), question: question.trim() },
    { languageModel: createConfiguredLanguageModel(loadEnv()) },
  );
  if (isJson) {
    const citations = answer.citations.map(({ page, quote, start, end }) => ({
      page,
      quote,
      start,
      end,
    }));
    console.log(
      escapeForTerminal(
        JSON.stringify({ answer: answer.text, verdict: answer.verdict, citations }, null, 2),
        { keepLayout: true },
      ),
    );
    return 0;
  }
  // The answer and its quotes are the document's words: escaped, line breaks kept.
  console.log(escapeForTerminal(answer.text, { keepLayout: true }));
  for (const citation of answer.citations) {
    console.log(`\n  Page ${citation.page}: "${escapeForTerminal(citation.quote)}"`);
  }
  return 0;
}
