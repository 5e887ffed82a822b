import { describe, expect, it } from 'vitest';
import { parseCsv, readClauseAnswers, toContractId } from './clause-answers.ts';

describe('master_clauses_dev.csv', () => {
  it('parses quoted fields with commas, doubled quotes and line breaks', () => {
    expect(parseCsv('a,"b, c","say ""hi""\nthere"\r\nd,,e\n')).toEqual([
      ['a', 'b, c', 'say "hi"\nthere'],
      ['d', '', 'e'],
    ]);
  });

  it('maps a Filename to its dev.jsonl.gz id', () => {
    expect(toContractId('CybergyHoldingsInc_20140520_10-Q_EX-10.27_Affiliate Agreement.pdf')).toBe(
      'CybergyHoldingsInc_20140520_10-Q_EX-10.27_Affiliate Agreement',
    );
    expect(toContractId("KALLOINC_11_03_2011-EX-10.1-STRATEGIC ALLIANCE AGREEMENT.PDF'")).toBe(
      'KALLOINC_11_03_2011-EX-10.1-STRATEGIC ALLIANCE AGREEMENT',
    );
  });

  it('keeps the Yes/No answers of CUAD categories only', () => {
    const csv = [
      'Filename,Governing Law,Governing Law-Answer,Audit Rights,Audit Rights-Answer,Notice Period To Terminate Renewal,Notice Period To Terminate Renewal- Answer,Insurance-Answer',
      'A.pdf,[],New York,"[\'audit\']",Yes,[],No,no',
      'B.PDF,[],,[],No,[],30 days,',
    ].join('\n');
    const answers = readClauseAnswers(csv);
    expect([...(answers.get('A') ?? [])]).toEqual([
      ['Audit Rights', true],
      ['Notice Period To Terminate Renewal', false],
      ['Insurance', false],
    ]);
    expect([...(answers.get('B') ?? [])]).toEqual([['Audit Rights', false]]);
  });
});
