import { serverEventSchema, type ServerEvent } from '@atrium/api/contracts';

/** Test helper: a real `text/event-stream` client over fetch (used by the SSE suites). */
export interface Frame {
  event: string | undefined;
  data: string | undefined;
  comment: string | undefined;
  /** The reconnection delay (ms) the frame sets, as EventSource reads `retry:`. */
  retry: number | undefined;
}

function parseFrame(text: string): Frame {
  const frame: Frame = { event: undefined, data: undefined, comment: undefined, retry: undefined };
  for (const line of text.split('\n')) {
    if (line.startsWith(':')) frame.comment = line.slice(1).trim();
    else if (line.startsWith('event: ')) frame.event = line.slice(7);
    else if (line.startsWith('data: ')) frame.data = line.slice(6);
    else if (line.startsWith('retry: ')) frame.retry = Number(line.slice(7));
  }
  return frame;
}

/** Reads a real `text/event-stream` response frame by frame. */
export async function openStream(baseUrl: string, cookie?: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, {
    headers: cookie ? { cookie } : {},
    signal: controller.signal,
  });
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let ended = false;

  /** The next frame, or null once the server ended the stream. */
  async function nextFrame(timeoutMs = 5_000): Promise<Frame | null> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const text = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        return parseFrame(text);
      }
      if (ended || !reader) return null;
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error('no frame in time');
      let timer: NodeJS.Timeout | undefined;
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('no frame in time')), remaining);
        }),
      ]).finally(() => clearTimeout(timer));
      if (chunk.done) ended = true;
      else buffer += decoder.decode(chunk.value, { stream: true });
    }
  }

  /** Skips heartbeats and comments up to the next event. */
  async function nextEvent(timeoutMs = 5_000): Promise<ServerEvent> {
    for (;;) {
      const frame = await nextFrame(timeoutMs);
      if (!frame) throw new Error('stream ended');
      if (frame.event) {
        const event = serverEventSchema.parse(JSON.parse(frame.data ?? ''));
        if (event.type !== frame.event)
          throw new Error(`event ${frame.event} carried ${event.type}`);
        return event;
      }
    }
  }

  /** Resolves true once the server ends the stream (heartbeats are skipped). */
  async function ended_(timeoutMs = 5_000): Promise<boolean> {
    for (;;) {
      const frame = await nextFrame(timeoutMs);
      if (!frame) return true;
    }
  }

  return {
    response,
    nextFrame,
    nextEvent,
    ended: ended_,
    close: () => controller.abort(),
  };
}
