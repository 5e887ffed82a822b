import { analyzeFile } from './analyze-file.ts';
import { describeFileFailure } from './describe-file-failure.ts';
import { escapeForTerminal } from './terminal-text.ts';

const USAGE = 'Usage: legal-explainer analyze FILE... [--jsonl] [--as ROLE]';

/**
 * `legal-explainer analyze FILE... [--jsonl] [--as ROLE]`: prints each file's Analysis, with the
 * same reading (OCR of scanned pages included) and engine as the server, written for the party ROLE names ("Franchisee") or for
 * the document type's default reader. Returns 1 when any file could not be analysed (a ROLE that
 * is not one of its parties included), 2 for bad usage.
 */
export async function runAnalyzeCommand(args: string[]): Promise<number> {
  const isJsonLines = args.includes('--jsonl');
  const asIndex = args.indexOf('--as');
  const readerRole = asIndex >= 0 ? args[asIndex + 1] : undefined;
  if (asIndex >= 0 && (!readerRole || readerRole.startsWith('--'))) {
    console.error(`--as needs a role, e.g. --as Franchisee\n${USAGE}`);
    return 2;
  }
  const roleArguments = asIndex >= 0 ? [asIndex, asIndex + 1] : [];
  const files = args.filter(
    (argument, index) => argument !== '--jsonl' && !roleArguments.includes(index),
  );
  const unknownOption = files.find((file) => file.startsWith('--'));
  if (files.length === 0 || unknownOption) {
    console.error(
      unknownOption ? `Unknown option: ${escapeForTerminal(unknownOption)}\n${USAGE}` : USAGE,
    );
    return 2;
  }
  let failures = 0;
  for (const file of files) {
    try {
      const { analysis } = await analyzeFile(file, readerRole);
      // The analysis quotes the document: escaped, and still the same JSON once parsed.
      console.log(
        escapeForTerminal(
          isJsonLines ? JSON.stringify({ file, analysis }) : JSON.stringify(analysis, null, 2),
          { keepLayout: true },
        ),
      );
    } catch (error) {
      failures++;
      console.error(escapeForTerminal(`${file}: ${describeFileFailure(error)}`));
    }
  }
  return failures === 0 ? 0 : 1;
}
