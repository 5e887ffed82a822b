import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../api/chat.ts';
import { chatExportFileName, chatToMarkdown } from './chat-markdown.ts';
import { escapeMarkdown } from './escape-markdown.ts';

const RENT_CITATION = {
  page: 2,
  quote: 'The Tenant shall pay a monthly rent of $1,200 on the first day of each month.',
  start: 410,
  end: 487,
};
const CREATED_AT = '2025-03-01T10:00:00.000Z';
const makeQuestion = (content: string, id: string): ChatMessage => ({
  id,
  role: 'user',
  content,
  citations: [],
  createdAt: CREATED_AT,
});
const makeAnswer = (content: string, details: Partial<ChatMessage>): ChatMessage => ({
  id: 'a',
  role: 'assistant',
  content,
  citations: [],
  isAnswered: true,
  createdAt: CREATED_AT,
  ...details,
});

describe('chatToMarkdown', () => {
  it('writes each question and answer, with the citations as quotes and their pages', () => {
    const markdown = chatToMarkdown('lease_final.pdf', [
      makeQuestion('What is the rent?', 'q1'),
      makeAnswer('The rent is $1,200 a month.', {
        id: 'a1',
        citations: [
          RENT_CITATION,
          { page: 5, quote: 'Late  payment\nincurs a fee.', start: 1, end: 2 },
        ],
      }),
      makeQuestion('Can I keep a dog?', 'q2'),
      makeAnswer('The document does not say whether pets are allowed.', {
        id: 'a2',
        isAnswered: false,
      }),
    ]);

    expect(markdown).toBe(
      [
        '# Questions about lease\\_final.pdf',
        '_Answers explain what the document says; they are not legal advice._',
        '## Question 1',
        'What is the rent?',
        '**Answer**',
        'The rent is $1,200 a month.',
        '> The Tenant shall pay a monthly rent of $1,200 on the first day of each month. (page 2)',
        '> Late payment incurs a fee. (page 5)',
        '## Question 2',
        'Can I keep a dog?',
        '**Answer**',
        'The document does not say whether pets are allowed.',
      ].join('\n\n') + '\n',
    );
  });
});

describe('chatToMarkdown with hostile text', () => {
  const HOSTILE_QUOTE = 'Rent <img src=x onerror="alert(1)"> is [due](javascript:alert(2)) *now*';
  const HOSTILE_QUESTION = '# Owned\n1. <script>alert(3)</script>\n- `code`';
  const HOSTILE_ANSWER = '<iframe src="https://evil.example"></iframe> ~~gone~~';
  const markdown = chatToMarkdown('<b>lease</b>.pdf', [
    makeQuestion(HOSTILE_QUESTION, 'q1'),
    makeAnswer(HOSTILE_ANSWER, {
      id: 'a1',
      citations: [{ page: 3, quote: HOSTILE_QUOTE, start: 1, end: 2 }],
    }),
  ]);

  it('leaves no live HTML, link or formatting from questions, answers or quotes', () => {
    // Each tag, link bracket and emphasis mark arrives behind a backslash, so it shows as text.
    expect(markdown).not.toMatch(/(?<!\\)<(img|script|iframe|b)\b/);
    expect(markdown).not.toMatch(/(?<!\\)\[due\]/);
    expect(markdown).not.toMatch(/(?<!\\)\*now/);
    // A question cannot open a heading or a numbered list of its own.
    expect(markdown).not.toMatch(/^# Owned/m);
    expect(markdown).not.toMatch(/^1\. /m);
  });

  it('escapes the way the server report does, with the one shared function', () => {
    expect(markdown).toContain(`# Questions about ${escapeMarkdown('<b>lease</b>.pdf')}`);
    expect(markdown).toContain(escapeMarkdown(HOSTILE_QUESTION));
    expect(markdown).toContain(escapeMarkdown(HOSTILE_ANSWER));
    expect(markdown).toContain(`> ${escapeMarkdown(HOSTILE_QUOTE)} (page 3)`);
  });
});

describe('chatExportFileName', () => {
  it('names the file after the document, without its extension', () => {
    expect(chatExportFileName('Lease (final).pdf')).toBe('Lease (final) – questions.md');
    expect(chatExportFileName('a/b:c.docx')).toBe('a-b-c – questions.md');
    expect(chatExportFileName('.pdf')).toBe('Document – questions.md');
  });
});
