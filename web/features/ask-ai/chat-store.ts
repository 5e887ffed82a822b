import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ChatDoneEvent, ChatHistory, ChatMessage } from '../../../common/api/chat.ts';
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

/** SPEC section 3's chat state for one document, plus the answer being written. */
export interface ChatState {
  messages: ChatMessage[];
  /** Questions worth asking about this kind of document, from the server. */
  suggestedQuestions: string[];
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
  /** Where the conversation stands with GET /api/documents/:id/chat. */
  historyStatus: 'idle' | 'loading' | 'loaded' | 'failed';
  historyError: unknown;
  /** Where `messages` came from: nothing yet, this browser's cache, or the server. */
  messagesSource: 'none' | 'cache' | 'server';
}

export interface ChatActions {
  setInput: (input: string) => void;
  /** Shows cached messages at once; ignored once the server has answered. */
  seedMessages: (messages: readonly ChatMessage[]) => void;
  /** Loads the conversation from the server, which wins over the cache. */
  loadHistory: () => Promise<void>;
  /**
   * Asks `question`, or what is typed when none is given. Resolves with the done event, or null
   * when nothing was asked or it failed (the failure is in `error`, the question back in the box).
   */
  ask: (question?: string) => Promise<ChatDoneEvent | null>;
  /** Deletes the conversation on the server; false (and `error` set) when that failed. */
  clear: () => Promise<boolean>;
  dismissError: () => void;
  /** Stops a question under way, for sign-out and tests. */
  dispose: () => void;
}

export type ChatStore = StoreApi<ChatState & ChatActions>;

const INITIAL_CHAT_STATE: ChatState = {
  messages: [],
  suggestedQuestions: [],
  input: '',
  loading: false,
  pendingQuestion: null,
  streamingText: '',
  error: null,
  limitReached: false,
  historyStatus: 'idle',
  historyError: null,
  messagesSource: 'none',
};

/** One document's chat (SPEC section 3): its messages, the question box and the answer under way. */
export function createChatStore(documentId: string, api: ChatApi = DEFAULT_CHAT_API): ChatStore {
  // Ids of the messages this browser saw saved, so a history asked for earlier keeps them.
  const savedHere = new Set<string>();
  // Bumped by clearing and disposing, so an older answer cannot bring messages back.
  let generation = 0;
  let controller: AbortController | null = null;

  return createStore<ChatState & ChatActions>()((set, get) => ({
    ...INITIAL_CHAT_STATE,

    setInput: (input) => set({ input }),

    seedMessages: (messages) => {
      if (get().messagesSource !== 'none') return;
      set({ messages: [...messages], messagesSource: 'cache' });
    },

    loadHistory: async () => {
      const started = generation;
      set({ historyStatus: 'loading', historyError: null });
      try {
        const history = await api.fetchHistory(documentId);
        if (started !== generation) return;
        const onServer = new Set(history.messages.map((message) => message.id));
        const newerHere = get().messages.filter(
          (message) => savedHere.has(message.id) && !onServer.has(message.id),
        );
        set({
          messages: [...history.messages, ...newerHere],
          suggestedQuestions: history.suggestedQuestions,
          historyStatus: 'loaded',
          messagesSource: 'server',
        });
      } catch (error) {
        if (started === generation) set({ historyStatus: 'failed', historyError: error });
      }
    },

    ask: async (question) => {
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
        savedHere.add(done.question.id);
        savedHere.add(done.answer.id);
        const added = [done.question, done.answer];
        set({
          messages: [
            ...get().messages.filter((message) => !added.some((item) => item.id === message.id)),
            ...added,
          ],
          loading: false,
          pendingQuestion: null,
          streamingText: '',
          messagesSource: 'server',
        });
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
      savedHere.clear();
      set({ messages: [], error: null, messagesSource: 'server' });
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
