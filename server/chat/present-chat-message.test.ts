import { describe, expect, it } from 'vitest';
import type { ChatMessageRow } from './chat-message-queries.ts';
import { presentChatMessage } from './present-chat-message.ts';

const answer: ChatMessageRow = {
  id: 'answer-1',
  user_id: 'user-1',
  document_id: 'document-1',
  role: 'assistant',
  content: 'Rent is due monthly.',
  citations_json: JSON.stringify([{ quote: 'rent monthly', start: 4, end: 16, page: 1 }]),
  is_answered: 1,
  verdict: 'yes',
  created_at: '2030-01-01T00:00:00.000Z',
};

describe('a stored chat message', () => {
  it('is shown with its citations, its answer flag and its verdict', () => {
    expect(presentChatMessage(answer)).toEqual({
      id: 'answer-1',
      role: 'assistant',
      content: 'Rent is due monthly.',
      citations: [{ quote: 'rent monthly', start: 4, end: 16, page: 1 }],
      isAnswered: true,
      verdict: 'yes',
      createdAt: '2030-01-01T00:00:00.000Z',
    });
  });

  it('is DATA_CORRUPTION when its stored citations are not citations', () => {
    expect(() => presentChatMessage({ ...answer, citations_json: '[{"quote": 7}]' })).toThrow(
      expect.objectContaining({
        code: 'DATA_CORRUPTION',
        message: 'The citations of an answer could not be read.',
      }),
    );
  });
});
