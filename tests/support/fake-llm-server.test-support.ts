import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readBody, sendJson } from './http-body.test-support.ts';
import type { AddressInfo } from 'node:net';
import type { LlmModel } from '../../core/analysis/llm/index.ts';
import { createLanguageModel } from '../../server/engine/language-model.ts';

/**
 * A local stand-in for an OpenAI-compatible model server (Ollama, vLLM, OpenAI's own chat API),
 * because no real model is reachable in tests. It speaks just enough of POST /v1/chat/completions
 * for the AI SDK's generateObject: the test scripts each answer's JSON, and can make the server
 * fail. Every request is kept, so a test can count them and read the prompts.
 */

/** One chat-completion request as the server received it. */
export interface FakeLlmRequest {
  /** The parsed request body, as the AI SDK sent it. */
  body: ChatCompletionBody;
  /** The system message(s), joined. */
  system: string;
  /** The user message(s), joined: the prompt a script usually looks at. */
  user: string;
  /** The request headers (lower-case names), e.g. to check the API key was sent. */
  headers: IncomingMessage['headers'];
}

/**
 * What the scripted server answers: a JSON value as the model's output (generateObject), text
 * streamed in the given pieces (streamText asks with `stream: true`), or an HTTP failure.
 */
export type FakeLlmReply =
  { json: unknown } | { stream: string[] } | { status: number; message: string };

/** Decides the answer to one request; `index` counts requests from 0. */
export type FakeLlmScript = (
  request: FakeLlmRequest,
  index: number,
) => FakeLlmReply | Promise<FakeLlmReply>;

/** A running fake model server. */
export interface FakeLlmServer {
  /** The OpenAI-compatible base URL, ending in /v1. */
  baseUrl: string;
  /** Every chat-completion request received, in order. */
  requests: FakeLlmRequest[];
  /** The model the product would build for it: createLanguageModel, provider openai-compatible. */
  createModel(): LlmModel;
  close(): Promise<void>;
}

interface ChatMessage {
  role: string;
  content: string | { type: string; text?: string }[] | null;
}

interface ChatCompletionBody {
  model?: string;
  messages?: ChatMessage[];
  response_format?: { type: string; json_schema?: { name?: string; schema?: unknown } };
  tools?: { type: string; function: { name: string } }[];
  stream?: boolean;
}

/** Starts the server on a random free port of 127.0.0.1. */
export async function startFakeLlmServer(script: FakeLlmScript): Promise<FakeLlmServer> {
  const requests: FakeLlmRequest[] = [];
  const server = createServer((incoming, outgoing) => {
    handle(incoming, outgoing, script, requests).catch((error: unknown) => {
      sendJson(outgoing, 500, { error: { message: String(error), type: 'fake_server_error' } });
    });
  });
  // Port 0: the system picks a free port, so parallel test files never collide.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}/v1`;
  return {
    baseUrl,
    requests,
    createModel: () =>
      createLanguageModel({ provider: 'openai-compatible', baseUrl, model: 'fake' }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function handle(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  script: FakeLlmScript,
  requests: FakeLlmRequest[],
): Promise<void> {
  if (incoming.method !== 'POST' || incoming.url !== '/v1/chat/completions') {
    sendJson(outgoing, 404, { error: { message: `No route ${incoming.method} ${incoming.url}` } });
    return;
  }
  const body = JSON.parse(await readBody(incoming)) as ChatCompletionBody;
  const request: FakeLlmRequest = {
    body,
    system: joinMessages(body.messages, 'system'),
    user: joinMessages(body.messages, 'user'),
    headers: incoming.headers,
  };
  const index = requests.length;
  requests.push(request);
  const reply = await script(request, index);
  if ('status' in reply) {
    sendJson(outgoing, reply.status, { error: { message: reply.message, type: 'server_error' } });
    return;
  }
  // A reply of the other kind than the request asks for is a test calling the wrong thing.
  if (Boolean(body.stream) !== 'stream' in reply) {
    const message = body.stream
      ? 'The script answered a streaming request with JSON.'
      : 'The script answered a plain request with a stream.';
    sendJson(outgoing, 400, { error: { message, type: 'fake_server_error' } });
    return;
  }
  if ('stream' in reply) {
    streamCompletion(outgoing, body, index, reply.stream);
    return;
  }
  sendJson(outgoing, 200, toCompletion(body, index, JSON.stringify(reply.json)));
}

/** The answer as OpenAI streams it: one chat.completion.chunk event per piece, then [DONE]. */
function streamCompletion(
  outgoing: ServerResponse,
  body: ChatCompletionBody,
  index: number,
  pieces: string[],
): void {
  outgoing.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const chunk = (delta: Record<string, unknown>, finishReason: string | null) =>
    `data: ${JSON.stringify({
      id: `fake-completion-${index}`,
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model: body.model ?? 'fake',
      choices: [{ index: 0, delta, finish_reason: finishReason }],
    })}\n\n`;
  outgoing.write(chunk({ role: 'assistant', content: '' }, null));
  for (const piece of pieces) outgoing.write(chunk({ content: piece }, null));
  outgoing.write(chunk({}, 'stop'));
  outgoing.end('data: [DONE]\n\n');
}

/** The chat-completion answer: the JSON as the message text, or as a tool call when tools were offered. */
function toCompletion(body: ChatCompletionBody, index: number, output: string) {
  const tool = body.tools?.[0]?.function.name;
  const message = tool
    ? {
        role: 'assistant',
        content: null,
        tool_calls: [
          { id: `call-${index}`, type: 'function', function: { name: tool, arguments: output } },
        ],
      }
    : { role: 'assistant', content: output };
  return {
    id: `fake-completion-${index}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: body.model ?? 'fake',
    choices: [{ index: 0, message, finish_reason: tool ? 'tool_calls' : 'stop' }],
    usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
  };
}

function joinMessages(messages: ChatMessage[] | undefined, role: string): string {
  return (messages ?? [])
    .filter((message) => message.role === role)
    .map((message) =>
      typeof message.content === 'string'
        ? message.content
        : (message.content ?? []).map((part) => part.text ?? '').join(''),
    )
    .join('\n');
}
