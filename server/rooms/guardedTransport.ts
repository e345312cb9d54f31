// The websocket transport, with the errors a client causes on its own connection (a frame over the
// size limit, bytes that are not websocket frames, a reset) logged as client mistakes: at warn,
// without a stack, rate limited per address. Colyseus's transport logs them at error with a stack,
// one entry per frame, which a single client can repeat without end.
import { WebSocketTransport, type TransportOptions } from '@colyseus/ws-transport';
import type { IncomingMessage } from 'node:http';
import type WebSocket from 'ws';
import type { ClientMistakeLog } from '../log.ts';

/** Largest websocket frame a client may send, in bytes (Colyseus's own default, named here). Larger frames close the connection with 1009. */
export const MAX_FRAME_BYTES = 4 * 1024;

export class GuardedWebSocketTransport extends WebSocketTransport {
  constructor(options: TransportOptions, mistakes: ClientMistakeLog) {
    super({ maxPayload: MAX_FRAME_BYTES, ...options });
    // Runs right after the transport's own connection listener, which has by then attached its
    // error listener (synchronously, before its first await): this one replaces it.
    this.wss.on('connection', (socket: WebSocket, request: IncomingMessage) => {
      const address = request.socket.remoteAddress ?? 'unknown';
      socket.removeAllListeners('error');
      socket.on('error', (error: Error & { code?: string }) => {
        mistakes.warn(address, { address, code: error.code, error: error.message }, 'websocket connection error from a client');
      });
    });
  }
}
