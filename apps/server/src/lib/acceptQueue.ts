import { readFileSync } from 'node:fs';

/** This process's network namespace: the IPv4 and IPv6 socket tables. */
const SOCKET_TABLES = ['/proc/self/net/tcp', '/proc/self/net/tcp6'];
const LISTEN_STATE = '0A';

/**
 * In a /proc/net/tcp table, the connections waiting to be accepted by the sockets listening on
 * `port`: for a listening socket the kernel reports its accept queue as `rx_queue`.
 */
export function queuedConnectionsIn(table: string, port: number): number {
  let queued = 0;
  for (const line of table.split('\n').slice(1)) {
    const [, local, , state, queues] = line.trim().split(/\s+/);
    if (state !== LISTEN_STATE || !local || !queues) continue;
    if (Number.parseInt(local.slice(local.lastIndexOf(':') + 1), 16) !== port) continue;
    queued += Number.parseInt(queues.split(':')[1] ?? '0', 16) || 0;
  }
  return queued;
}

/**
 * Connections the kernel has completed on `port` that the process has not accepted yet, or
 * undefined where the kernel does not say (no /proc: not Linux).
 */
export function queuedConnections(port: number): number | undefined {
  let readable = false;
  let queued = 0;
  for (const file of SOCKET_TABLES) {
    let table: string;
    try {
      table = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    readable = true;
    queued += queuedConnectionsIn(table, port);
  }
  return readable ? queued : undefined;
}
