import type { AskAiUsage, ChatDoneEvent, ChatMessage, Citation } from '../../../common/api/chat.ts';

export const RENT_CITATION: Citation = {
  page: 2,
  quote: 'The Tenant shall pay a monthly rent of $1,200 on the first day of each month.',
  start: 410,
  end: 487,
};

export function makeQuestion(content: string, id = `q-${content.length}`): ChatMessage {
  return { id, role: 'user', content, citations: [], createdAt: '2025-03-01T10:00:00.000Z' };
}

export function makeAnswer(content: string, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: `a-${content.length}`,
    role: 'assistant',
    content,
    citations: [],
    isAnswered: true,
    createdAt: '2025-03-01T10:00:05.000Z',
    ...overrides,
  };
}

export const SAMPLE_USAGE: AskAiUsage = {
  askAiQuestions: 3,
  askAiQuestionsLimit: 5,
  askAiCredits: 0,
};

export function makeDone(
  question: string,
  answer: string,
  citations = [RENT_CITATION],
): ChatDoneEvent {
  return {
    question: makeQuestion(question, 'q-new'),
    answer: makeAnswer(answer, { id: 'a-new', citations }),
    usage: SAMPLE_USAGE,
  };
}

/** One server-sent event frame. */
export function frame(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}
