import { describe, expect, it, vi } from 'vitest';
import type { ChatDoneEvent, ChatHistory } from '../../../common/api/chat.ts';
import { ApiError } from '../../lib/api-client.ts';
import { createChatStore, type ChatApi } from './chat-store.ts';
import { makeDone } from './sample-chat.test-support.ts';

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
  it('streams the answer into streamingText, then hands over the saved question and answer', async () => {
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

    // The conversation takes the saved messages while the question under way still shows.
    const onAnswered = vi.fn(() => {
      expect(store.getState().pendingQuestion).toBe('What is the rent?');
    });
    const asking = store.getState().ask(undefined, onAnswered);
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
    expect(onAnswered).toHaveBeenCalledExactlyOnceWith(done);
    expect(store.getState()).toMatchObject({
      loading: false,
      pendingQuestion: null,
      streamingText: '',
    });
  });

  it('keeps the question in the box when it fails, and names a reached limit', async () => {
    const limit = new ApiError('No questions left', {
      status: 402,
      body: { code: 'ASK_AI_LIMIT_REACHED', error: 'No questions left' },
    });
    const api = fakeApi({ ask: vi.fn(() => Promise.reject(limit)) });
    const store = createChatStore('doc-1', api);
    const onAnswered = vi.fn();

    store.getState().setInput('Can I sublet?');
    await expect(store.getState().ask(undefined, onAnswered)).resolves.toBeNull();
    expect(store.getState()).toMatchObject({
      loading: false,
      input: 'Can I sublet?',
      error: limit,
      limitReached: true,
    });
    expect(onAnswered).not.toHaveBeenCalled();

    // A suggested question that fails is put in the box too.
    vi.mocked(api.ask).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    store.getState().setInput('');
    await store.getState().ask('Who pays for repairs?', onAnswered);
    expect(store.getState()).toMatchObject({
      input: 'Who pays for repairs?',
      limitReached: false,
    });
  });

  it('asks nothing when the box is empty or an answer is under way', async () => {
    const api = fakeApi({ ask: vi.fn(() => new Promise<ChatDoneEvent>(() => undefined)) });
    const store = createChatStore('doc-1', api);
    await expect(store.getState().ask('   ', vi.fn())).resolves.toBeNull();
    void store.getState().ask('First?', vi.fn());
    await expect(store.getState().ask('Second?', vi.fn())).resolves.toBeNull();
    expect(api.ask).toHaveBeenCalledTimes(1);
  });

  it('fetches the history of its document', async () => {
    const api = fakeApi();
    await createChatStore('doc-1', api).getState().fetchHistory();
    expect(api.fetchHistory).toHaveBeenCalledWith('doc-1');
  });

  it('drops an answer that arrives after the chat was disposed', async () => {
    const answer = deferred<ChatDoneEvent>();
    const store = createChatStore('doc-1', fakeApi({ ask: vi.fn(() => answer.promise) }));
    const onAnswered = vi.fn();
    const asking = store.getState().ask('Late?', onAnswered);
    store.getState().dispose();
    answer.resolve(makeDone('Late?', 'Too late.'));
    await expect(asking).resolves.toBeNull();
    expect(onAnswered).not.toHaveBeenCalled();
    expect(store.getState().loading).toBe(false);
  });

  it('clears the conversation on the server, or reports why it could not', async () => {
    const api = fakeApi();
    const store = createChatStore('doc-1', api);

    vi.mocked(api.clear).mockRejectedValueOnce(new ApiError('Nope', { status: 500 }));
    await expect(store.getState().clear()).resolves.toBe(false);
    expect(store.getState().error).toBeInstanceOf(ApiError);

    await expect(store.getState().clear()).resolves.toBe(true);
    expect(api.clear).toHaveBeenCalledWith('doc-1');
    expect(store.getState().error).toBeNull();
  });
});
