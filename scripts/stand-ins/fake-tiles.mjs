// A stand-in tile server for the maps: GET /{z}/{x}/{y}.png answers one small PNG for any tile (a pale
// square with a darker edge, so the grid of tiles is visible in screenshots). Nothing is fetched from outside.
import { createServer } from "node:http";
import { crc32, deflateSync } from "node:zlib";

const SIZE = 256;

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

function tilePng() {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header[8] = 8;
  header[9] = 2;
  const rows = Buffer.alloc(SIZE * (SIZE * 3 + 1));
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const edge = x === 0 || y === 0;
      const [r, g, b] = edge ? [203, 213, 225] : [241, 245, 249];
      rows.set([r, g, b], y * (SIZE * 3 + 1) + 1 + x * 3);
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const TILE_PATH = /^\/\d+\/\d+\/\d+\.png$/;

/** Starts the stand-in on `port`; `template` is the NEXT_PUBLIC_MAP_TILE_URL that points at it. */
export async function startFakeTiles({ port }) {
  const png = tilePng();
  let served = 0;
  const server = createServer((req, res) => {
    if (req.method === "GET" && TILE_PATH.test(new URL(req.url ?? "/", "http://x").pathname)) {
      served += 1;
      res.writeHead(200, {
        "content-type": "image/png",
        "content-length": png.length,
        "cache-control": "max-age=3600",
      });
      res.end(png);
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    template: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    served: () => served,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
