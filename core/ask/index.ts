/** Ask-AI: questions about one document, answered from its own words with verified citations. */
export type { Answer, AskInput } from './answer.ts';
export type { Citation } from '../../common/api/chat.ts';
export { answerQuestion } from './answer-question.ts';
export { retrievePassages, type RetrievedPassage } from './retrieve-passages.ts';
export { suggestQuestions } from './suggest-questions.ts';
