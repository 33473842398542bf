import http from 'node:http';

export interface StreamEvent {
  event: string;
  data: Record<string, unknown>;
  at: number;
}

/**
 * One EventSource-like client over a plain HTTP connection of its own (1,000 of them must be
 * cheap for the load process). Calls `onEvent` with the receive time of each event.
 */
export function openStream(
  baseUrl: string,
  cookie: string,
  onEvent: (event: StreamEvent) => void,
): Promise<{ close(): void }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${baseUrl}/api/events`,
      { headers: { cookie, accept: 'text/event-stream' }, agent: false },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`event stream answered ${response.statusCode}`));
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk: string) => {
          const at = performance.now();
          buffer += chunk;
          let boundary: number;
          while ((boundary = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, boundary);
            buffer = buffer.slice(boundary + 2);
            let event = 'message';
            let data = '';
            for (const line of block.split('\n')) {
              if (line.startsWith('event:')) event = line.slice(6).trim();
              else if (line.startsWith('data:')) data += line.slice(5).trimStart();
            }
            if (data) onEvent({ event, data: JSON.parse(data) as Record<string, unknown>, at });
          }
        });
        response.on('error', () => {});
        resolve({ close: () => request.destroy() });
      },
    );
    request.on('error', reject);
  });
}
