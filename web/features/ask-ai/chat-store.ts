import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ChatDoneEvent, ChatHistory } from '../../../common/api/chat.ts';
import {
  askQuestionRequest,
  clearChatRequest,
  fetchChatHistory,
  isAskAiLimitReached,
  type AskQuestionOptions,
} from './chat-api.ts';

/** The calls a chat makes; the API by default, fakes in tests. */
export interface ChatApi {
  fetchHistory: (documentId: string) => Promise<ChatHistory>;
  ask: (
    documentId: string,
    question: string,
    options: Pick<AskQuestionOptions, 'onDelta' | 'signal'>,
  ) => Promise<ChatDoneEvent>;
  clear: (documentId: string) => Promise<void>;
}

const DEFAULT_CHAT_API: ChatApi = {
  fetchHistory: fetchChatHistory,
  ask: askQuestionRequest,
  clear: clearChatRequest,
};

/**
 * SPEC section 3's chat state for one document as this browser shows it: the question box and
 * the answer being written. The conversation itself is server state, in the chat-history
 * query (useConversation).
 */
export interface ChatState {
  /** What is typed in the question box. */
  input: string;
  /** A question is being answered. */
  loading: boolean;
  /** The question being answered, shown until the server's saved copy arrives. */
  pendingQuestion: string | null;
  /** The answer's text so far, while it is being written. */
  streamingText: string;
  /** Why the last question or clearing failed; null when nothing failed. */
  error: unknown;
  /** The server said no question is left this month (402 ASK_AI_LIMIT_REACHED). */
  limitReached: boolean;
}

export interface ChatActions {
  setInput: (input: string) => void;
  /** GET /api/documents/:id/chat, for the chat-history query. */
  fetchHistory: () => Promise<ChatHistory>;
  /**
   * Asks `question`, or what is typed when none is given. `onAnswered` puts the saved question
   * and answer into the conversation before the answer under way gives way to them. Resolves
   * with the done event, or null when nothing was asked or it failed (the failure is in
   * `error`, the question back in the box).
   */
  ask: (
    question: string | undefined,
    onAnswered: (done: ChatDoneEvent) => Promise<void> | void,
  ) => Promise<ChatDoneEvent | null>;
  /** Deletes the conversation on the server; false (and `error` set) when that failed. */
  clear: () => Promise<boolean>;
  dismissError: () => void;
  /** Stops a question under way, for sign-out and tests. */
  dispose: () => void;
}

export type ChatStore = StoreApi<ChatState & ChatActions>;

const INITIAL_CHAT_STATE: ChatState = {
  input: '',
  loading: false,
  pendingQuestion: null,
  streamingText: '',
  error: null,
  limitReached: false,
};

/** One document's chat (SPEC section 3): the question box and the answer under way. */
export function createChatStore(documentId: string, api: ChatApi = DEFAULT_CHAT_API): ChatStore {
  // Bumped by clearing and disposing, so an older answer cannot bring messages back.
  let generation = 0;
  let controller: AbortController | null = null;

  return createStore<ChatState & ChatActions>()((set, get) => ({
    ...INITIAL_CHAT_STATE,

    setInput: (input) => set({ input }),

    fetchHistory: () => api.fetchHistory(documentId),

    ask: async (question, onAnswered) => {
      const state = get();
      const text = (question ?? state.input).trim();
      if (state.loading || text === '') return null;
      const started = generation;
      const current = new AbortController();
      controller = current;
      set({
        loading: true,
        pendingQuestion: text,
        streamingText: '',
        error: null,
        limitReached: false,
        // Typed questions leave the box; they come back if the question fails.
        input: question === undefined ? '' : state.input,
      });
      try {
        const done = await api.ask(documentId, text, {
          signal: current.signal,
          onDelta: (delta) => {
            if (started === generation) set({ streamingText: get().streamingText + delta });
          },
        });
        if (started !== generation) return null;
        await onAnswered(done);
        set({ loading: false, pendingQuestion: null, streamingText: '' });
        return done;
      } catch (error) {
        if (started !== generation) return null;
        set({
          loading: false,
          pendingQuestion: null,
          streamingText: '',
          error,
          limitReached: isAskAiLimitReached(error),
          // The question stays in the box so it can be sent again.
          input: get().input.trim() === '' ? text : get().input,
        });
        return null;
      } finally {
        if (controller === current) controller = null;
      }
    },

    clear: async () => {
      if (get().loading) return false;
      try {
        await api.clear(documentId);
      } catch (error) {
        set({ error, limitReached: false });
        return false;
      }
      generation += 1;
      set({ error: null });
      return true;
    },

    dismissError: () => set({ error: null, limitReached: false }),

    dispose: () => {
      generation += 1;
      controller?.abort();
      controller = null;
      set({ loading: false, pendingQuestion: null, streamingText: '' });
    },
  }));
}

// One chat per user and document, kept while the app runs so a half-typed question survives
// leaving the document and coming back.
const chatStores = new Map<string, ChatStore>();

/** The chat of one user's document, made on first use. */
export function getChatStore(userId: string, documentId: string): ChatStore {
  const key = `${userId}\u0000${documentId}`;
  let store = chatStores.get(key);
  if (!store) {
    store = createChatStore(documentId);
    chatStores.set(key, store);
  }
  return store;
}

/** Forgets every chat, e.g. when the user signs out; questions under way are stopped. */
export function resetChatStores(): void {
  for (const store of chatStores.values()) store.getState().dispose();
  chatStores.clear();
}

/** Reads a chat store in a component. */
export function useChat<T>(store: ChatStore, selector: (state: ChatState & ChatActions) => T): T {
  return useStore(store, selector);
}
