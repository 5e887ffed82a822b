import type { ChatMessage } from '../api/chat.ts';
import { getSafeBaseName } from '../files/file-names.ts';
import { escapeMarkdown } from './escape-markdown.ts';

/** The line every export carries: the answers explain the document, they do not advise. */
export const NOT_LEGAL_ADVICE_LINE =
  'Answers explain what the document says; they are not legal advice.';

/**
 * The conversation as Markdown: a title naming the document, then each question as a numbered
 * heading with its answer below and the answer's citations as quotes, "> words (page N)".
 * Questions, answers and quotes are escaped as the server's report escapes them: they come from
 * a person and a document, and an `<img onerror>` or a link in them must read as text.
 */
export function chatToMarkdown(documentName: string, messages: readonly ChatMessage[]): string {
  const blocks: string[] = [
    `# Questions about ${escapeMarkdown(documentName)}`,
    `_${NOT_LEGAL_ADVICE_LINE}_`,
  ];
  let questionNumber = 0;
  for (const message of messages) {
    if (message.role === 'user') {
      questionNumber += 1;
      blocks.push(`## Question ${questionNumber}`, escapeMarkdown(message.content.trim()));
      continue;
    }
    blocks.push('**Answer**', escapeMarkdown(message.content.trim()));
    for (const citation of message.citations) {
      blocks.push(`> ${escapeMarkdown(oneLine(citation.quote))} (page ${citation.page})`);
    }
  }
  return `${blocks.join('\n\n')}\n`;
}

/** "Lease (final).pdf" -> "Lease (final) – questions.md", safe on every file system. */
export function chatExportFileName(documentName: string): string {
  const base = getSafeBaseName(documentName)
    .replace(/[\\/:*?"<>|]+/g, '-')
    .trim();
  return `${base || 'Document'} – questions.md`;
}

/** Quotes can span lines in the document; in a blockquote they read as one. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
