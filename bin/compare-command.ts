import { compareAnalysed, type ClauseChange, type Comparison } from '../core/compare/index.ts';
import { analyzeFile } from './analyze-file.ts';
import { describeFileFailure } from './describe-file-failure.ts';
import { escapeForTerminal } from './terminal-text.ts';

const USAGE = 'Usage: legal-explainer compare OLD NEW [--as ROLE] [--json]';

/**
 * `legal-explainer compare OLD NEW [--as ROLE] [--json]`: compares two versions of a document
 * for one reader (ROLE, or the old version's default reader, applied to both), printing what
 * changed for them and then the changes clause by clause, or with --json the comparison as the
 * API answers it. Returns 1 when a file cannot be read, 2 on a wrong command line.
 */
export async function runCompareCommand(args: string[]): Promise<number> {
  const isJson = args.includes('--json');
  const asIndex = args.indexOf('--as');
  const role = asIndex >= 0 ? args[asIndex + 1] : undefined;
  const isRoleOption = (index: number) =>
    asIndex >= 0 && (index === asIndex || index === asIndex + 1);
  const positional = args.filter(
    (argument, index) => argument !== '--json' && !isRoleOption(index),
  );
  const unknownOption = positional.find((argument) => argument.startsWith('--'));
  const [oldFile, newFile] = positional;
  if (unknownOption || positional.length !== 2 || !oldFile || !newFile || (asIndex >= 0 && !role)) {
    console.error(
      unknownOption ? `Unknown option: ${escapeForTerminal(unknownOption)}\n${USAGE}` : USAGE,
    );
    return 2;
  }
  const before = await readVersion(oldFile, role);
  if (!before) return 1;
  // Read for its own reader first: compareAnalysed reads it again for the old one's reader
  // where it names that party, and a version that no longer does is still compared.
  const after = await readVersion(newFile, undefined);
  if (!after) return 1;
  const comparison = compareAnalysed(before, after);
  console.log(
    isJson
      ? escapeForTerminal(JSON.stringify(comparison, null, 2), { keepLayout: true })
      : escapeForTerminal(describeComparison(comparison), { keepLayout: true }),
  );
  return 0;
}

async function readVersion(file: string, role: string | undefined) {
  try {
    return await analyzeFile(file, role);
  } catch (error) {
    console.error(escapeForTerminal(`${file}: ${describeFileFailure(error)}`));
    return null;
  }
}

/** The comparison for a terminal: what changed for the reader first, then each change. */
function describeComparison(comparison: Comparison): string {
  const role = comparison.reader?.role;
  // "Read for the Employee", but "Read for Party 1".
  const reader = role ? `Read for ${/^party\b/i.test(role) ? role : `the ${role}`}.` : '';
  const lines = [`${comparison.summary} ${reader}`.trim(), ''];
  for (const change of comparison.changes) lines.push(describeChange(change));
  if (comparison.changes.length === 0) lines.push('The two versions say the same.');
  return lines.join('\n');
}

function describeChange(change: ClauseChange): string {
  const place = (section: ClauseChange['sectionAfter'], page: number | undefined) =>
    [section?.number, section?.heading, page ? `page ${page}` : ''].filter(Boolean).join(' ');
  const where =
    change.kind === 'removed'
      ? place(change.sectionBefore, change.pageBefore)
      : place(change.sectionAfter, change.pageAfter);
  const heading = `${change.kind.toUpperCase()} ${where}`.trim();
  if (change.kind === 'changed' && change.words) {
    // [-struck-] and {+inserted+}, as a word diff in a terminal shows them.
    const redline = change.words
      .map((run) =>
        run.op === 'delete'
          ? `[-${run.text}-]`
          : run.op === 'insert'
            ? `{+${run.text}+}`
            : run.text,
      )
      // Runs hold their words, not the spaces between them.
      .join(' ');
    return `${heading}\n  ${redline}\n`;
  }
  if (change.kind === 'moved')
    return `${heading} (was ${place(change.sectionBefore, change.pageBefore)})\n`;
  return `${heading}\n  ${change.kind === 'removed' ? change.before : change.after}\n`;
}
