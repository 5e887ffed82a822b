import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  parseReportInclude,
  REPORT_FORMATS,
  type ReportFormat,
} from '../common/reports/report-include.ts';
import { renderReport } from '../core/reports/render-report.ts';
import { analyzeFile } from './analyze-file.ts';
import { describeFileFailure } from './describe-file-failure.ts';
import { escapeForTerminal } from './terminal-text.ts';

const USAGE = `Usage: legal-explainer report FILE --format ${REPORT_FORMATS.join('|')} [-o OUT] [--include SECTIONS] [--as ROLE]`;

/**
 * `legal-explainer report FILE --format pdf -o out.pdf`: analyses the file as `analyze` does and
 * writes the same report the web app downloads, to OUT or, by default, to the report's own file
 * name in the current folder. Returns 1 when the file could not be analysed, 2 for bad usage.
 */
export async function runReportCommand(args: string[]): Promise<number> {
  let options;
  try {
    options = parseArgs({
      args,
      allowPositionals: true,
      options: {
        format: { type: 'string' },
        output: { type: 'string', short: 'o' },
        include: { type: 'string' },
        as: { type: 'string' },
      },
    });
  } catch (error) {
    console.error(`${escapeForTerminal((error as Error).message)}\n${USAGE}`);
    return 2;
  }
  const { positionals, values } = options;
  const [file] = positionals;
  const format = REPORT_FORMATS.find((name) => name === values.format);
  if (!file || positionals.length > 1 || !format) {
    console.error(USAGE);
    return 2;
  }
  let include;
  try {
    include = parseReportInclude(values.include);
  } catch {
    console.error(`--include takes a comma list of sections\n${USAGE}`);
    return 2;
  }
  try {
    const { document, analysis } = await analyzeFile(file, values.as);
    const report = await renderReport(format as ReportFormat, {
      documentName: path.basename(file),
      analysis,
      pages: document.pages.map((page) => document.text.slice(page.start, page.end)),
      include,
      generatedAt: new Date(),
    });
    const output = values.output ?? report.fileName;
    await writeFile(output, report.body);
    console.error(escapeForTerminal(`Wrote ${output}`));
    return 0;
  } catch (error) {
    console.error(escapeForTerminal(`${file}: ${describeFileFailure(error)}`));
    return 1;
  }
}
