import type { ChatMessage } from '../../../common/api/chat.ts';

/** The line every export carries: the answers explain the document, they do not advise. */
export const NOT_LEGAL_ADVICE_LINE =
  'Answers explain what the document says; they are not legal advice.';

/**
 * The conversation as Markdown: a title naming the document, then each question as a numbered
 * heading with its answer below and the answer's citations as quotes, "> words (page N)".
 */
export function chatToMarkdown(documentName: string, messages: readonly ChatMessage[]): string {
  const blocks: string[] = [
    `# Questions about ${escapeInline(documentName)}`,
    `_${NOT_LEGAL_ADVICE_LINE}_`,
  ];
  let questionNumber = 0;
  for (const message of messages) {
    if (message.role === 'user') {
      questionNumber += 1;
      blocks.push(`## Question ${questionNumber}`, message.content.trim());
      continue;
    }
    blocks.push('**Answer**', message.content.trim());
    for (const citation of message.citations) {
      blocks.push(`> ${oneLine(citation.quote)} (page ${citation.page})`);
    }
  }
  return `${blocks.join('\n\n')}\n`;
}

/** "Lease (final).pdf" -> "Lease (final) – questions.md", safe on every file system. */
export function chatExportFileName(documentName: string): string {
  const base = documentName
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, '-')
    .trim();
  return `${base || 'Document'} – questions.md`;
}

/** Quotes can span lines in the document; in a blockquote they read as one. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A file name in a heading: characters Markdown would read as formatting are escaped. */
function escapeInline(text: string): string {
  return text.replace(/([\\`*_[\]#<>])/g, '\\$1');
}
