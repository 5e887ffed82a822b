import { afterEach, describe, expect, it } from 'vitest';
import type { Analysis } from '../../../common/analysis/analysis-schema.ts';
import {
  startFakeLlmServer,
  type FakeLlmReply,
  type FakeLlmServer,
} from '../../../tests/support/fake-llm-server.test-support.ts';
import { createParsedDocument } from '../../parsing/parsed-document.ts';
import { analyzeDocument } from '../analyze-document.ts';
import { NDA_PLAYBOOK } from '../playbooks/nda.ts';
import { analyzeWithLlm } from './index.ts';
import type { ChunkAnswer, ItemResult } from './schema.ts';

const DEFINITION =
  '"Confidential Information" means all information disclosed by the Disclosing Party to the Receiving Party, whether marked or not.';
const SECRECY =
  'The Receiving Party shall not disclose any Confidential Information to any third party and shall use it solely for evaluating a possible business relationship.';
const NO_HIRE =
  'The Receiving Party shall not solicit or hire any employee of the Disclosing Party for three years.';
const AS_IS = 'All Confidential Information is provided "as is", without any warranty.';
const NOTICES =
  'The Disclosing Party shall notify the Receiving Party in writing of any change to its address.';
const GOVERNING_LAW = 'This Agreement shall be governed by the laws of the State of New York.';
const TERM = "The Receiving Party's obligations under this Agreement end one year after its date.";

const PAGE_ONE = `NON-DISCLOSURE AGREEMENT

This Non-Disclosure Agreement (the "Agreement") is made on March 3, 2025 between Northwind Labs Inc., a Delaware corporation (the "Disclosing Party"), and Blue Harbor LLC (the "Receiving Party").

1. Confidential Information. ${DEFINITION}

2. Obligations. ${SECRECY}`;

const PAGE_TWO = `3. Non-Solicitation. ${NO_HIRE}

4. No Warranty. ${AS_IS}

5. Notices. ${NOTICES}

6. Governing Law. ${GOVERNING_LAW}

7. Term. ${TERM}`;

const document = createParsedDocument('txt', [PAGE_ONE, PAGE_TWO], false);
const guidance = analyzeDocument(document);

function answer(itemResults: ItemResult[], extra: Partial<ChunkAnswer> = {}): FakeLlmReply {
  const json: ChunkAnswer = {
    documentType: null,
    keyPoints: [],
    parties: [],
    keyDates: [],
    keyTerms: [],
    redFlags: [],
    obligations: [],
    itemResults,
    ...extra,
  };
  return { json };
}

let server: FakeLlmServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function analyze(
  script: Parameters<typeof startFakeLlmServer>[0],
  maxChunkCharacters = document.text.length,
): Promise<Analysis> {
  server = await startFakeLlmServer(script);
  return analyzeWithLlm(document, {
    model: server.createModel(),
    guidance,
    maxChunkCharacters,
    maxRetries: 0,
  });
}

const byCategory = (analysis: Analysis, category: string) =>
  analysis.redFlags.filter((flag) => flag.category === category);

describe("analyzeWithLlm with the type's playbook", () => {
  it('gives the model the checklist, the reader side and the parties, and asks for item results', async () => {
    await analyze(() => answer([]));
    const [request] = server?.requests ?? [];

    expect(guidance.documentType.type).toBe('NDA');
    for (const item of NDA_PLAYBOOK.items) {
      expect(request?.user).toContain(`${item.id}: ${item.question}`);
      expect(request?.user).toContain(item.marketStandard);
    }
    expect(request?.user).toContain('the reader\'s side is "recipient"');
    expect(request?.user).toContain('Northwind Labs Inc. (Disclosing Party)');
    expect(request?.user).toContain('Blue Harbor LLC (Receiving Party), the reader');
    const schema = request?.body.response_format?.json_schema?.schema;
    expect(JSON.stringify(schema)).toContain('itemResults');
  });

  it("turns an item result on the document's words into one red flag, weighed as the item says", async () => {
    const analysis = await analyze(() =>
      answer(
        [
          {
            itemId: 'nda.no-hire',
            status: 'off-market',
            quote: NO_HIRE,
            explanation: 'For three years you may not hire their people.',
          },
        ],
        // The same point raised as a free red flag of the item's family: still one finding.
        {
          redFlags: [
            {
              category: 'no-solicit-of-employees',
              title: 'No hiring',
              severity: 'low',
              explanation: 'You may not hire their staff.',
              suggestion: 'Strike it.',
              burdens: 'Receiving Party',
              quote: NO_HIRE,
            },
          ],
        },
      ),
    );
    const item = NDA_PLAYBOOK.items.find((candidate) => candidate.id === 'nda.no-hire');

    expect(analysis.redFlags).toHaveLength(1);
    expect(analysis.redFlags[0]).toMatchObject({
      category: 'nda-no-hire',
      severity: 'high',
      title: item?.question,
      explanation: 'For three years you may not hire their people.',
      suggestion: item?.suggestion,
      quote: NO_HIRE,
      start: document.text.indexOf(NO_HIRE),
      page: 2,
      burdens: ['Receiving Party'],
    });
  });

  it('drops an item result whose quote is not in the document, and counts it', async () => {
    const invented = 'The Receiving Party shall not compete with the Disclosing Party anywhere.';
    const analysis = await analyze(() =>
      answer([
        { itemId: 'nda.non-compete', status: 'off-market', quote: invented, explanation: 'x' },
      ]),
    );

    expect(byCategory(analysis, 'nda-non-compete')).toEqual([]);
    expect(analysis.coverage.unverifiedFindingsDropped).toBe(1);
  });

  it('shows no red flag for an item that costs the reader nothing', async () => {
    const analysis = await analyze(() =>
      answer([{ itemId: 'nda.as-is', status: 'off-market', quote: AS_IS, explanation: 'x' }]),
    );

    expect(byCategory(analysis, 'nda-as-is')).toEqual([]);
  });

  it("drops a red flag on the reader's duty that quotes a duty of the other party only", async () => {
    const analysis = await analyze(() =>
      answer([{ itemId: 'nda.return', status: 'off-market', quote: NOTICES, explanation: 'x' }]),
    );

    expect(byCategory(analysis, 'nda-return')).toEqual([]);
  });

  it('anchors an absent item on the clause where it would usually be, and drops one it cannot place', async () => {
    const analysis = await analyze(() =>
      answer([
        {
          itemId: 'nda.compelled-disclosure',
          status: 'absent',
          quote: SECRECY,
          explanation: 'Nothing lets you obey a court order.',
        },
        { itemId: 'nda.exclusions', status: 'absent', quote: '', explanation: 'No exceptions.' },
      ]),
    );

    expect(byCategory(analysis, 'nda-compelled-disclosure')[0]).toMatchObject({
      severity: 'medium',
      start: document.text.indexOf(SECRECY),
      quote: SECRECY,
    });
    expect(byCategory(analysis, 'nda-exclusions')).toEqual([]);
    expect(analysis.coverage.unverifiedFindingsDropped).toBe(1);
  });

  it('counts an item as absent only when no part of the document deals with it', async () => {
    // One page per chunk: the second part answers what the first part could not see.
    const analysis = await analyze(
      (request) =>
        request.user.includes('part 1 of 2')
          ? answer([
              { itemId: 'nda.no-hire', status: 'absent', quote: '', explanation: 'x' },
              { itemId: 'nda.exclusions', status: 'absent', quote: DEFINITION, explanation: 'x' },
            ])
          : answer([
              { itemId: 'nda.no-hire', status: 'off-market', quote: NO_HIRE, explanation: 'x' },
            ]),
      PAGE_ONE.length + 2,
    );

    expect(server?.requests).toHaveLength(2);
    expect(byCategory(analysis, 'nda-no-hire').map((flag) => flag.quote)).toEqual([NO_HIRE]);
    expect(byCategory(analysis, 'nda-exclusions').map((flag) => flag.quote)).toEqual([DEFINITION]);
  });

  it('turns a favourable item into a protection, and leaves an ordinary one unshown', async () => {
    const analysis = await analyze(() =>
      answer([
        { itemId: 'nda.term', status: 'favourable', quote: TERM, explanation: 'One year only.' },
        { itemId: 'nda.injunction', status: 'present', quote: GOVERNING_LAW, explanation: 'x' },
      ]),
    );

    expect(analysis.protections.filter((item) => item.category === 'nda-term')).toMatchObject([
      { quote: TERM, explanation: 'One year only.', favours: ['Receiving Party'] },
    ]);
    expect(analysis.redFlags).toEqual([]);
  });
});
