import { afterEach, describe, expect, it } from 'vitest';
import { analysisSchema, type Analysis } from '../../../common/analysis/analysis-schema.ts';
import { AppError } from '../../../common/errors/app-error.ts';
import {
  startFakeLlmServer,
  type FakeLlmReply,
  type FakeLlmRequest,
  type FakeLlmServer,
} from '../../../tests/support/fake-llm-server.test-support.ts';
import { createParsedDocument } from '../../parsing/parsed-document.ts';
import { analyzeDocument } from '../analyze-document.ts';
import { analyzeWithLlm } from './index.ts';
import type { ChunkAnswer } from './schema.ts';

const PAGE_ONE = `CONSULTING AGREEMENT

This Consulting Agreement (the "Agreement") is made on May 1, 2024 between Acme Corp., a Delaware corporation (the "Company"), and Jane Doe (the "Consultant").

The Consultant shall deliver a written report to the Company within 10 days after the end of each month. The Company shall pay the Consultant $5,000 per month within 30 days after receipt of an invoice.`;

const PAGE_TWO = `The Company may terminate this Agreement at any time without notice.

The Consultant shall indemnify and hold harmless the Company against any and all claims, losses and damages.

This Agreement shall be governed by the laws of the State of Delaware.`;

const INVENTED_QUOTE = 'The Consultant waives every right to be paid.';
const TERMINATION = 'The Company may terminate this Agreement at any time without notice.';
const REPORT =
  'The Consultant shall deliver a written report to the Company within 10 days after the end of each month.';

const document = createParsedDocument('txt', [PAGE_ONE, PAGE_TWO], false);
const guidance = analyzeDocument(document);
// One page per chunk: the cut falls on the blank line between the pages.
const maxChunkCharacters = PAGE_ONE.length + 2;

// An answer from before the checklist, without "itemResults": it must still parse.
function emptyFindings(): ChunkAnswer {
  return {
    documentType: null,
    keyPoints: [],
    parties: [],
    keyDates: [],
    keyTerms: [],
    redFlags: [],
    obligations: [],
  };
}

/** Scripted answers per chunk, told apart by the prompt's "part N of M". */
function answerByPart(request: FakeLlmRequest): FakeLlmReply {
  if (request.user.includes('Document part 1 of 2')) {
    return {
      json: {
        ...emptyFindings(),
        documentType: 'Consulting Agreement',
        keyPoints: ['Jane Doe consults for Acme Corp. and reports monthly.'],
        parties: [
          { name: 'Acme Corp.', role: 'Company', quote: 'Acme Corp.' },
          { name: 'Jane Doe', role: 'Consultant', quote: 'Jane Doe' },
        ],
        keyDates: [
          {
            kind: 'agreement',
            label: 'Signed',
            date: '2024-05-01',
            duration: null,
            quote: 'May 1, 2024',
          },
        ],
        // The same obligation twice: the model repeating itself must not show twice.
        obligations: [REPORT, REPORT].map((quote) => ({
          party: 'Jane Doe',
          action: 'Send a written report every month',
          type: 'reporting',
          deadline: {
            text: 'within 10 days after the end of each month',
            date: null,
            duration: { value: 10, unit: 'day' },
            recurrence: 'monthly',
            trigger: 'the end of each month',
          },
          quote,
        })),
        redFlags: [
          {
            category: 'waiver-of-rights',
            title: 'You give up being paid',
            severity: 'high',
            explanation: 'Invented by the model: these words are not in the document.',
            suggestion: 'None.',
            burdens: 'Consultant',
            quote: INVENTED_QUOTE,
          },
        ],
      },
    };
  }
  return {
    json: {
      ...emptyFindings(),
      keyPoints: ['Acme can end the agreement at any time.'],
      // Named again on the second page: still one party.
      parties: [{ name: 'Acme Corp', role: 'Company', quote: 'the Company' }],
      keyTerms: [
        {
          kind: 'governing-law',
          label: 'Governing law',
          value: 'Delaware',
          quote: 'governed by the laws of the State of Delaware',
        },
      ],
      redFlags: [
        {
          category: 'termination-for-convenience',
          title: 'They can end it at any time',
          severity: 'medium',
          explanation: 'Acme may end the agreement whenever it likes, without warning you.',
          suggestion: 'Ask for 30 days of written notice.',
          burdens: 'Consultant',
          quote: TERMINATION,
        },
        // A risk to the other side is not the reader's red flag.
        {
          category: 'indemnification',
          title: 'The company is protected',
          severity: 'low',
          explanation: 'The Company is indemnified.',
          suggestion: 'None.',
          burdens: 'Company',
          quote: 'The Consultant shall indemnify and hold harmless the Company',
        },
      ],
    },
  };
}

let server: FakeLlmServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function analyze(
  script: Parameters<typeof startFakeLlmServer>[0],
  extra: { onProgress?: (done: number, total: number) => void; signal?: AbortSignal } = {},
): Promise<Analysis> {
  server = await startFakeLlmServer(script);
  return analyzeWithLlm(document, {
    model: server.createModel(),
    guidance,
    maxChunkCharacters,
    maxRetries: 0,
    ...extra,
  });
}

describe('analyzeWithLlm', () => {
  it('analyses a two-chunk document and places every finding on its own words and page', async () => {
    const progress: [number, number][] = [];
    const analysis = await analyze(answerByPart, {
      onProgress: (done, total) => progress.push([done, total]),
    });

    expect(server?.requests).toHaveLength(2);
    expect(progress).toEqual([
      [0, 2],
      [1, 2],
      [2, 2],
    ]);
    expect(analysisSchema.safeParse(analysis).success).toBe(true);
    expect(analysis.engine).toEqual({ name: 'llm', version: '1', model: 'openai-compatible:fake' });

    const flag = analysis.redFlags.find((item) => item.category === 'termination-for-convenience');
    expect(flag).toMatchObject({
      page: 2,
      start: document.text.indexOf(TERMINATION),
      burdens: ['Consultant'],
    });
    // Written for the built-in engine's reader, with its protections and clause presence.
    expect(analysis.perspective).toEqual(guidance.perspective);
    expect(analysis.perspective?.role).toBe('Consultant');
    expect(analysis.protections).toEqual(guidance.protections);
    expect(analysis.redFlags.map((item) => item.title)).not.toContain('The company is protected');
    const report = analysis.obligations.filter((item) => item.quote === REPORT);
    expect(report).toHaveLength(1);
    expect(report[0]).toMatchObject({ page: 1, start: document.text.indexOf(REPORT) });
    expect(analysis.keyTerms[0]).toMatchObject({ value: 'Delaware', page: 2 });
    expect(analysis.parties.map((party) => party.name)).toEqual(['Acme Corp.', 'Jane Doe']);
    for (const finding of [
      ...analysis.parties,
      ...analysis.keyDates,
      ...analysis.keyTerms,
      ...analysis.redFlags,
      ...analysis.obligations,
    ]) {
      expect(document.text.slice(finding.start, finding.end)).toBe(finding.quote);
    }
    expect(analysis.summary.keyPoints).toEqual([
      'Jane Doe consults for Acme Corp. and reports monthly.',
      'Acme can end the agreement at any time.',
    ]);
    // Clauses come from the built-in engine, which the model does not replace.
    expect(analysis.clauses).toEqual(guidance.clauses);
  });

  it('drops a finding whose quote is not in the document, and counts it', async () => {
    const analysis = await analyze(answerByPart);

    expect(analysis.coverage.unverifiedFindingsDropped).toBe(1);
    expect(analysis.redFlags.map((flag) => flag.quote)).not.toContain(INVENTED_QUOTE);
    expect(analysis.confidenceReasons.join(' ')).toMatch(/could not be matched word for word/);
  });

  it('sends each chunk its own text, the JSON schema and the built-in hints', async () => {
    await analyze(answerByPart);
    const [first, second] = server?.requests ?? [];

    expect(first?.body.response_format?.type).toBe('json_schema');
    expect(first?.system).toMatch(/do not give legal advice/i);
    expect(first?.user).toContain('Consulting Agreement');
    expect(first?.user).toContain('The reader is the Consultant (Jane Doe).');
    expect(first?.user).toContain('"Acme Corp."');
    expect(first?.user).not.toContain(TERMINATION);
    expect(second?.user).toContain(TERMINATION);
    expect(second?.user).toContain('Set "documentType" to null.');
  });

  it('keeps the built-in document type when the model names one we do not know', async () => {
    const analysis = await analyze((request) =>
      request.user.includes('part 1 of 2')
        ? { json: { ...emptyFindings(), documentType: 'Spaceship Charter' } }
        : { json: emptyFindings() },
    );

    expect(analysis.documentType).toEqual(guidance.documentType);
  });

  it('rejects with ANALYSIS_FAILED when the model server fails, and stops asking', async () => {
    const failing = analyze(() => ({ status: 500, message: 'the model crashed' }));

    await expect(failing).rejects.toBeInstanceOf(AppError);
    await expect(failing).rejects.toMatchObject({
      code: 'ANALYSIS_FAILED',
      message: expect.stringMatching(/part 1 of 2.*the model crashed/),
    });
    expect(server?.requests).toHaveLength(1);
  });

  it('passes an abort on as it is, without asking the model', async () => {
    const controller = new AbortController();
    controller.abort();

    await expect(
      analyze(() => ({ json: emptyFindings() }), { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(server?.requests).toHaveLength(0);
  });
});
