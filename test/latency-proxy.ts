import net from "node:net";

/**
 * A TCP proxy that holds every chunk for `delayMs` in each direction: a database that is up and answers
 * everything correctly, only slowly (as one does under heavy load). Chunks keep their order because each
 * waits the same time. The delay can change while connections are open.
 */
export async function startLatencyProxy(target: { host: string; port: number }) {
  let delayMs = 0;
  const sockets = new Set<net.Socket>();
  const later = (fn: () => void) => (delayMs > 0 ? setTimeout(fn, delayMs) : fn());
  const pipe = (from: net.Socket, to: net.Socket) => {
    from.on("data", (chunk) => later(() => to.destroyed || to.write(chunk)));
    from.on("end", () => later(() => to.end()));
    from.on("error", () => to.destroy());
    from.on("close", () => later(() => to.destroy()));
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(target);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    }
    pipe(client, upstream);
    pipe(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    setDelay(ms: number) {
      delayMs = ms;
    },
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
