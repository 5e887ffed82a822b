import { describe, expect, it, vi } from 'vitest';
import type { ChatDoneEvent, ChatHistory } from '../../../common/api/chat.ts';
import { ApiError } from '../../lib/api-client.ts';
import { createChatStore, type ChatApi } from './chat-store.ts';
import { makeAnswer, makeDone, makeQuestion } from './testing/sample-chat.ts';

function fakeApi(overrides: Partial<ChatApi> = {}): ChatApi {
  return {
    fetchHistory: vi.fn(() =>
      Promise.resolve<ChatHistory>({ messages: [], suggestedQuestions: [] }),
    ),
    ask: vi.fn(() => Promise.reject(new Error('not expected'))),
    clear: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
}

/** A promise and the functions that settle it, to hold an answer open mid-stream. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createChatStore', () => {
  it('streams the answer into streamingText, then adds the saved question and answer', async () => {
    const answer = deferred<ChatDoneEvent>();
    let onDelta: ((text: string) => void) | undefined;
    const api = fakeApi({
      ask: vi.fn((_id, _question, options) => {
        onDelta = options.onDelta;
        return answer.promise;
      }),
    });
    const store = createChatStore('doc-1', api);
    store.getState().setInput('  What is the rent?  ');

    const asking = store.getState().ask();
    expect(api.ask).toHaveBeenCalledWith('doc-1', 'What is the rent?', expect.anything());
    expect(store.getState()).toMatchObject({
      loading: true,
      pendingQuestion: 'What is the rent?',
      input: '',
      streamingText: '',
    });

    onDelta?.('The rent is ');
    onDelta?.('$1,200.');
    expect(store.getState().streamingText).toBe('The rent is $1,200.');

    const done = makeDone('What is the rent?', 'The rent is $1,200.');
    answer.resolve(done);
    await expect(asking).resolves.toEqual(done);
    expect(store.getState()).toMatchObject({
      loading: false,
      pendingQuestion: null,
      streamingText: '',
      messages: [done.question, done.answer],
      messagesSource: 'server',
      error: null,
    });
  });

  it('keeps the question in the box when it fails, and names a reached limit', async () => {
    const limit = new ApiError('No questions left', {
      status: 402,
      body: { code: 'ASK_AI_LIMIT_REACHED', error: 'No questions left' },
    });
    const api = fakeApi({ ask: vi.fn(() => Promise.reject(limit)) });
    const store = createChatStore('doc-1', api);

    store.getState().setInput('Can I sublet?');
    await expect(store.getState().ask()).resolves.toBeNull();
    expect(store.getState()).toMatchObject({
      loading: false,
      input: 'Can I sublet?',
      error: limit,
      limitReached: true,
      messages: [],
    });

    // A suggested question that fails is put in the box too.
    vi.mocked(api.ask).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    store.getState().setInput('');
    await store.getState().ask('Who pays for repairs?');
    expect(store.getState()).toMatchObject({
      input: 'Who pays for repairs?',
      limitReached: false,
    });
  });

  it('asks nothing when the box is empty or an answer is under way', async () => {
    const api = fakeApi({ ask: vi.fn(() => new Promise<ChatDoneEvent>(() => undefined)) });
    const store = createChatStore('doc-1', api);
    await expect(store.getState().ask('   ')).resolves.toBeNull();
    void store.getState().ask('First?');
    await expect(store.getState().ask('Second?')).resolves.toBeNull();
    expect(api.ask).toHaveBeenCalledTimes(1);
  });

  it('shows cached messages until the server answers, then the server wins', async () => {
    const cachedQuestion = makeQuestion('Old question', 'q-old');
    const serverQuestion = makeQuestion('Server question', 'q-1');
    const serverAnswer = makeAnswer('Server answer', { id: 'a-1' });
    const api = fakeApi({
      fetchHistory: vi.fn(() =>
        Promise.resolve({
          messages: [serverQuestion, serverAnswer],
          suggestedQuestions: ['What is the notice period?'],
        }),
      ),
    });
    const store = createChatStore('doc-1', api);

    store.getState().seedMessages([cachedQuestion]);
    expect(store.getState()).toMatchObject({ messages: [cachedQuestion], messagesSource: 'cache' });

    await store.getState().loadHistory();
    expect(store.getState()).toMatchObject({
      messages: [serverQuestion, serverAnswer],
      suggestedQuestions: ['What is the notice period?'],
      historyStatus: 'loaded',
      messagesSource: 'server',
    });

    store.getState().seedMessages([cachedQuestion]);
    expect(store.getState().messages).toEqual([serverQuestion, serverAnswer]);
  });

  it('keeps an answer saved here when an older history arrives after it', async () => {
    const history = deferred<ChatHistory>();
    const done = makeDone('New?', 'Yes.');
    const api = fakeApi({
      fetchHistory: vi.fn(() => history.promise),
      ask: vi.fn(() => Promise.resolve(done)),
    });
    const store = createChatStore('doc-1', api);
    const loading = store.getState().loadHistory();
    await store.getState().ask('New?');
    history.resolve({ messages: [], suggestedQuestions: [] });
    await loading;
    expect(store.getState().messages).toEqual([done.question, done.answer]);
  });

  it('records a failed history load', async () => {
    const failure = new TypeError('Failed to fetch');
    const store = createChatStore(
      'doc-1',
      fakeApi({ fetchHistory: () => Promise.reject(failure) }),
    );
    await store.getState().loadHistory();
    expect(store.getState()).toMatchObject({ historyStatus: 'failed', historyError: failure });
  });

  it('clears the conversation on the server, or reports why it could not', async () => {
    const api = fakeApi({ ask: vi.fn(() => Promise.resolve(makeDone('Q?', 'A.'))) });
    const store = createChatStore('doc-1', api);
    await store.getState().ask('Q?');

    vi.mocked(api.clear).mockRejectedValueOnce(new ApiError('Nope', { status: 500 }));
    await expect(store.getState().clear()).resolves.toBe(false);
    expect(store.getState().messages).toHaveLength(2);
    expect(store.getState().error).toBeInstanceOf(ApiError);

    await expect(store.getState().clear()).resolves.toBe(true);
    expect(api.clear).toHaveBeenCalledWith('doc-1');
    expect(store.getState()).toMatchObject({ messages: [], error: null });
  });
});
