import { afterEach, describe, expect, it } from 'vitest';
import {
  startFakeLlmServer,
  type FakeLlmScript,
  type FakeLlmServer,
} from '../../../tests/support/fake-llm-server.test-support.ts';
import { createParsedDocument } from '../../parsing/parsed-document.ts';
import { answerWithLlm, type GroundingPassage } from './answer-with-llm.ts';
import { readCitationMarkers, showableStreamText } from './citation-markers.ts';
import { splitVerdictLine } from './verdict-line.ts';

const PAGE_ONE =
  'SERVICES AGREEMENT\n\nThe Client shall pay each invoice within 30 days of receipt.';
const PAGE_TWO =
  'Either party may terminate this Agreement on 60 days written notice to the other party.';
const document = createParsedDocument('txt', [PAGE_ONE, PAGE_TWO], false);

function passageOf(words: string): GroundingPassage {
  const start = document.text.indexOf(words);
  return {
    start,
    end: start + words.length,
    page: start >= PAGE_ONE.length ? 2 : 1,
    text: words,
  };
}

const PAYMENT = passageOf('The Client shall pay each invoice within 30 days of receipt.');
const TERMINATION = passageOf(
  'Either party may terminate this Agreement on 60 days written notice to the other party.',
);

let server: FakeLlmServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function ask(script: FakeLlmScript, passages = [PAYMENT, TERMINATION]) {
  server = await startFakeLlmServer(script);
  const deltas: string[] = [];
  const answer = await answerWithLlm({
    document,
    question: 'Can I get out of this?',
    passages,
    model: server.createModel(),
    onDelta: (text) => deltas.push(text),
    maxRetries: 0,
  });
  return { answer, deltas };
}

describe('answerWithLlm', () => {
  it('streams the answer without its verdict line and marks, with the verdict the model named and the passages it cited', async () => {
    const { answer, deltas } = await ask(() => ({
      stream: [
        'VERD',
        'ICT: yes\nYes: either party may end it',
        ' with 60 days',
        "' written notice [",
        '2].',
      ],
    }));
    expect(answer).toEqual({
      text: "Yes: either party may end it with 60 days' written notice.",
      citations: [
        { page: 2, quote: TERMINATION.text, start: TERMINATION.start, end: TERMINATION.end },
      ],
      isAnswered: true,
      verdict: 'yes',
    });
    expect(deltas.join('')).toBe(answer.text);
    expect(deltas.join('')).not.toContain('[');
    const request = server?.requests[0];
    expect(request?.body.stream).toBe(true);
    expect(request?.user).toContain('[2] (page 2) Either party may terminate');
    expect(request?.user).toContain('Question: Can I get out of this?');
    expect(request?.system).toContain('Use only the numbered passages');
  });

  it('says plainly that the document does not say when the model finds no answer, not counted', async () => {
    const { answer, deltas } = await ask(() => ({
      stream: ['VERDICT: not-stated\n', 'The document does not say.'],
    }));
    expect(answer).toMatchObject({
      isAnswered: false,
      verdict: 'not-stated',
      citations: [],
      text: 'The document does not say.',
    });
    expect(deltas.join('')).toBe('The document does not say.');
  });

  it('reads a conditional answer from its words when the model names no verdict', async () => {
    const { answer } = await ask(() => ({
      stream: ['Only if the other side breaches: either party may end it [2].'],
    }));
    expect(answer.verdict).toBe('conditional');
    expect(answer.isAnswered).toBe(true);
  });

  it('falls back on the built-in reading of the cited passage when neither line nor words give a verdict', async () => {
    server = await startFakeLlmServer(() => ({
      stream: ['It cannot be ended early by you [1].'],
    }));
    const forbidding = passageOf('The Client shall pay each invoice within 30 days of receipt.');
    const answer = await answerWithLlm({
      document,
      question: 'Does the Client have to pay within 30 days?',
      passages: [forbidding],
      model: server.createModel(),
      maxRetries: 0,
    });
    expect(answer.verdict).toBe('yes');
  });

  it('never cites a passage number it was not given, and rests an uncited answer on the first passage', async () => {
    const { answer } = await ask(() => ({
      stream: ['VERDICT: yes\nInvoices are due in 30 days [7].'],
    }));
    expect(answer.text).toBe('Invoices are due in 30 days.');
    expect(answer.citations.map((citation) => citation.quote)).toEqual([PAYMENT.text]);
  });

  it('drops a passage whose words are not the document’s', async () => {
    const invented: GroundingPassage = {
      ...PAYMENT,
      text: 'The Client may pay whenever it likes.',
    };
    const { answer } = await ask(() => ({ stream: ['Whenever you like [1].'] }), [invented]);
    expect(answer.isAnswered).toBe(false);
    expect(answer.citations).toEqual([]);
  });

  it('answers without asking the model when retrieval found nothing', async () => {
    const { answer } = await ask(() => ({ stream: ['unused'] }), []);
    expect(answer.isAnswered).toBe(false);
    expect(server?.requests).toHaveLength(0);
  });

  it('fails when the model does', async () => {
    await expect(ask(() => ({ status: 500, message: 'overloaded' }))).rejects.toThrow();
  });
});

describe('the verdict line', () => {
  it('is held back while it may still be arriving, and read once whole', () => {
    expect(splitVerdictLine('VERDICT: cond')).toEqual({ verdict: null, text: '', isPending: true });
    expect(splitVerdictLine('VERDICT: conditional\nOnly if')).toEqual({
      verdict: 'conditional',
      text: 'Only if',
      isPending: false,
    });
    expect(splitVerdictLine('Yes: it may')).toEqual({
      verdict: null,
      text: 'Yes: it may',
      isPending: false,
    });
  });

  it('names no verdict it does not know', () => {
    expect(splitVerdictLine('VERDICT: maybe\nPerhaps.').verdict).toBeNull();
  });
});

describe('citation marks', () => {
  it('are read in order of first mention and removed with the space before them', () => {
    expect(readCitationMarkers('A [2]. B [1, 2][3].')).toEqual({ text: 'A. B.', cited: [2, 1, 3] });
  });

  it('hold back a mark still being written', () => {
    expect(showableStreamText('It ends on notice [')).toBe('It ends on notice');
    expect(showableStreamText('It ends on notice [1')).toBe('It ends on notice');
    expect(showableStreamText('It ends on notice [1]')).toBe('It ends on notice');
  });
});
