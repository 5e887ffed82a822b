/** A text/event-stream response whose body sends the chunks, then ends or breaks. */
export function eventStreamResponse(chunks: string[], end: 'close' | 'error' = 'close'): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (end === 'close') controller.close();
      else controller.error(new TypeError('network error'));
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
}
