/** Ask-AI: questions about one document, answered with the pages and words they rest on. */
export { ChatPanel, type ChatPanelProps } from './components/chat-panel.tsx';
export { AnswerItem, QuestionItem } from './components/chat-message-item.tsx';
export { QUESTION_LABEL, remainingQuestionsText } from './components/chat-input.tsx';
export {
  createChatStore,
  getChatStore,
  resetChatStores,
  useChat,
  type ChatActions,
  type ChatApi,
  type ChatState,
  type ChatStore,
} from './chat-store.ts';
export {
  askQuestionRequest,
  ASK_AI_LIMIT_REACHED,
  clearChatRequest,
  fetchChatHistory,
  isAskAiLimitReached,
} from './chat-api.ts';
