import net from 'node:net';

/**
 * A TCP proxy a test can cut (every connection reset, new ones refused), stall (connections stay
 * open and silent: a peer that stopped answering) and restore.
 */
export interface Proxy { readonly port: number; cut(): Promise<void>; stall(): void; restore(): Promise<void>; close(): Promise<void> }

export async function tcpProxy(target: { host: string; port: number }): Promise<Proxy> {
  const sockets = new Set<net.Socket>();
  let stalled = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const s of [client, upstream]) { sockets.add(s); s.on('close', () => sockets.delete(s)); s.on('error', () => s.destroy()); }
    client.on('data', (d) => { if (!stalled) upstream.write(d); });
    upstream.on('data', (d) => { if (!stalled) client.write(d); });
    client.on('end', () => upstream.end());
    upstream.on('end', () => client.end());
  });
  const listen = (port: number) => new Promise<number>((resolve) => server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)));
  const port = await listen(0);
  const stop = () => new Promise<void>((resolve) => { server.close(() => resolve()); for (const s of sockets) s.resetAndDestroy(); });
  return {
    port,
    cut: stop,
    stall: () => { stalled = true; },
    restore: async () => { if (stalled) { stalled = false; for (const s of sockets) s.resetAndDestroy(); } else await listen(port); },
    close: async () => { stalled = false; await stop(); },
  };
}
