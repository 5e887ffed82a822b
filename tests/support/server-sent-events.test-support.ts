/** One event of a server-sent-events body: its type and its parsed JSON data. */
export interface ServerSentEvent {
  event: string;
  data: unknown;
}

/** The events of a whole text/event-stream body (as app.inject returns it), in order. */
export function readServerSentEvents(body: string): ServerSentEvent[] {
  return body
    .split('\n\n')
    .filter((frame) => frame.startsWith('event: '))
    .map((frame) => {
      const [eventLine = '', dataLine = ''] = frame.split('\n');
      return {
        event: eventLine.slice('event: '.length),
        data: JSON.parse(dataLine.slice('data: '.length)) as unknown,
      };
    });
}

/** The data of each event of one type, in order. */
export function readEventData<Data>(body: string, type: string): Data[] {
  return readServerSentEvents(body)
    .filter((event) => event.event === type)
    .map((event) => event.data as Data);
}
