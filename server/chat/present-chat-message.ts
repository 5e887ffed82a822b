import * as z from 'zod/mini';
import { citationSchema, type ChatMessage } from '../../common/api/chat.ts';
import { parseStoredJson } from '../db/stored-json.ts';
import type { ChatMessageRow } from './chat-message-queries.ts';

const storedCitationsSchema = z.array(citationSchema);

/** A stored message as the API shows it, its citations checked against the schema. */
export function presentChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    citations: parseStoredJson(
      storedCitationsSchema,
      row.citations_json,
      'The citations of an answer',
    ),
    ...(row.is_answered !== null && { isAnswered: row.is_answered === 1 }),
    ...(row.verdict !== null && { verdict: row.verdict }),
    createdAt: row.created_at,
  };
}
