import { execFileSync } from 'node:child_process';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { queuedConnections, queuedConnectionsIn } from './acceptQueue.ts';

const TABLE = `  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
   0: 0100007F:0BB8 00000000:0000 0A 00000000:00000003 00:00000000 00000000     0        0 1060 1 0 100 0 0 10 0
   1: 00000000:0BB8 00000000:0000 0A 00000000:00000002 00:00000000 00000000     0        0 1061 1 0 100 0 0 10 0
   2: 0100007F:0BB8 0100007F:D2F0 01 00000000:00000009 00:00000000 00000000     0        0 1062 1 0 20 4 30 10 -1
   3: 0100007F:1F90 00000000:0000 0A 00000000:00000005 00:00000000 00000000     0        0 1063 1 0 100 0 0 10 0
`;

describe('queuedConnections', () => {
  it('adds up the accept queues of the sockets listening on the port, nothing else', () => {
    // Port 3000 (0BB8): two listening sockets (3 + 2); the established connection and port 8080 do not count.
    expect(queuedConnectionsIn(TABLE, 3000)).toBe(5);
    expect(queuedConnectionsIn(TABLE, 8080)).toBe(5);
    expect(queuedConnectionsIn(TABLE, 9999)).toBe(0);
  });

  it.skipIf(process.platform !== 'linux')(
    'sees connections the kernel completed while this process could not accept them',
    async () => {
      const server = net.createServer();
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as net.AddressInfo;
      try {
        expect(queuedConnections(port)).toBe(0);
        // The event loop is blocked while the other process connects: nothing gets accepted.
        execFileSync(process.execPath, [
          '-e',
          `const net = require('node:net');
           let open = 0;
           for (let i = 0; i < 3; i += 1) {
             const socket = net.connect(${port}, '127.0.0.1', () => { if (++open === 3) setTimeout(() => process.exit(0), 50); });
           }`,
        ]);
        expect(queuedConnections(port)).toBe(3);
      } finally {
        server.close();
      }
    },
  );
});
