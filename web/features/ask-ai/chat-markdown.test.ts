import { describe, expect, it } from 'vitest';
import { chatExportFileName, chatToMarkdown } from './chat-markdown.ts';
import { makeAnswer, makeQuestion, RENT_CITATION } from './testing/sample-chat.ts';

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

describe('chatExportFileName', () => {
  it('names the file after the document, without its extension', () => {
    expect(chatExportFileName('Lease (final).pdf')).toBe('Lease (final) – questions.md');
    expect(chatExportFileName('a/b:c.docx')).toBe('a-b-c – questions.md');
    expect(chatExportFileName('.pdf')).toBe('Document – questions.md');
  });
});
