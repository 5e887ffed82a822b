import { readFile } from 'node:fs/promises';
import { describeFileFailure } from './describe-file-failure.ts';
import { analyzeDocument } from '../core/analysis/analyze-document.ts';
import { parseDocument } from '../core/parsing/index.ts';

const USAGE = 'Usage: legal-explainer analyze FILE... [--jsonl]';

/**
 * `legal-explainer analyze FILE... [--jsonl]`: prints each file's Analysis, with the same parsing
 * and engine as the server. Returns 1 when any file could not be analysed, 2 for bad usage.
 */
export async function runAnalyzeCommand(args: string[]): Promise<number> {
  const isJsonLines = args.includes('--jsonl');
  const files = args.filter((argument) => argument !== '--jsonl');
  const unknownOption = files.find((file) => file.startsWith('--'));
  if (files.length === 0 || unknownOption) {
    console.error(unknownOption ? `Unknown option: ${unknownOption}\n${USAGE}` : USAGE);
    return 2;
  }
  let failures = 0;
  for (const file of files) {
    try {
      const analysis = analyzeDocument(await parseDocument(await readFile(file)));
      console.log(
        isJsonLines ? JSON.stringify({ file, analysis }) : JSON.stringify(analysis, null, 2),
      );
    } catch (error) {
      failures++;
      console.error(`${file}: ${describeFileFailure(error)}`);
    }
  }
  return failures === 0 ? 0 : 1;
}
