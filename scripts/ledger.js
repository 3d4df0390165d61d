// The bundle's bytes by owner: each byte of the minified module is charged, through its source
// map, to the package (`node_modules/lit-html/…` → lit-html) or our file (`src/…`) it came from.
// The gzip column charges the real gzip stream, not a proportion of raw bytes: the module is
// deflated and decoded again, and every literal's and match's bits go to the bytes it produces
// (a repeat of earlier text costs what its back-reference costs). Block headers and Huffman tables
// are spread over their block in proportion. The column adds up to the gzip size.
import { readFileSync } from 'node:fs';
import { deflateRawSync, gzipSync } from 'node:zlib';
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';

/** Bytes the compiler wrote itself: the decorator helper, constructors of class fields, the export list. */
const GENERATED = '(generated: decorators, fields, exports)';

/** `../node_modules/@lit/task/task.js` → `@lit/task`; `../src/components/events/event-time.ts` → `src/components/events/event-time.ts`. */
export function ownerOf(source) {
  if (!source) return GENERATED;
  const packaged = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (packaged) return packaged[1];
  const ours = /(?:^|\/)(src\/.*)$/.exec(source);
  return ours ? ours[1] : source.replace(/^(\.\.\/)+/, '');
}

/** For every UTF-8 byte of `code`, the index of its owner in `owners` (-1: no mapping covers it). */
function byteOwners(code, map, owners) {
  const text = code.toString('utf8');
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
  // Source map columns count UTF-16 units: owners by unit first, then spread over UTF-8 bytes.
  const units = new Int32Array(text.length).fill(-1);
  const segments = [];
  eachMapping(new TraceMap(map), (m) => segments.push([lineStarts[m.generatedLine - 1] + m.generatedColumn, m.source]));
  segments.sort((a, b) => a[0] - b[0]);
  const index = new Map();
  segments.forEach(([start, source], i) => {
    const owner = ownerOf(source);
    if (!index.has(owner)) index.set(owner, owners.push(owner) - 1);
    units.fill(index.get(owner), start, i + 1 < segments.length ? segments[i + 1][0] : text.length);
  });
  const bytes = new Int32Array(code.length);
  for (let unit = 0, byte = 0; unit < text.length; unit++) {
    const c = text.charCodeAt(unit);
    const size = c < 0x80 ? 1 : c < 0x800 ? 2 : c >= 0xd800 && c < 0xdc00 ? 4 : 3;
    bytes.fill(units[unit], byte, byte + size);
    byte += size;
    if (size === 4) unit++;
  }
  return bytes;
}

// RFC 1951 tables: base lengths, extra bits of lengths and of distances.
const LENGTH_BASE = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258];
const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DIST_EXTRA = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13];
const CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

/** Canonical Huffman decoder from code lengths: a map from (length, code) to symbol. */
function huffman(lengths) {
  const table = new Map();
  const count = new Array(16).fill(0);
  for (const length of lengths) if (length) count[length]++;
  const next = [0];
  for (let bits = 1, code = 0; bits < 16; bits++) next[bits] = code = (code + (count[bits - 1] ?? 0)) << 1;
  lengths.forEach((length, symbol) => length && table.set((length << 16) | next[length]++, symbol));
  return table;
}

/** Bits each byte of `data` costs in its deflate stream (level 9, as gzip is measured). */
function deflateCosts(data) {
  const stream = deflateRawSync(data, { level: 9 });
  const cost = new Float64Array(data.length);
  let bit = 0;
  const read = (n) => {
    let value = 0;
    for (let i = 0; i < n; i++, bit++) value |= ((stream[bit >> 3] >> (bit & 7)) & 1) << i;
    return value;
  };
  const decode = (table) => {
    for (let length = 1, code = 0; length < 16; length++) {
      code = (code << 1) | read(1);
      const symbol = table.get((length << 16) | code);
      if (symbol !== undefined) return symbol;
    }
    throw new Error('bad deflate stream');
  };
  let out = 0;
  for (let last = 0; !last; ) {
    const blockStart = out;
    const headerStart = bit;
    last = read(1);
    const type = read(2);
    if (type === 0) {
      bit = (bit + 7) & ~7;
      const length = read(16);
      read(16);
      cost.fill(8, out, out + length);
      bit += length * 8;
      out += length;
      continue;
    }
    let literals, distances;
    if (type === 1) {
      literals = huffman(Array.from({ length: 288 }, (_, s) => (s < 144 ? 8 : s < 256 ? 9 : s < 280 ? 7 : 8)));
      distances = huffman(new Array(30).fill(5));
    } else {
      const nLit = read(5) + 257;
      const nDist = read(5) + 1;
      const nCode = read(4) + 4;
      const codeLengths = new Array(19).fill(0);
      for (let i = 0; i < nCode; i++) codeLengths[CODE_LENGTH_ORDER[i]] = read(3);
      const codes = huffman(codeLengths);
      const lengths = [];
      while (lengths.length < nLit + nDist) {
        const symbol = decode(codes);
        if (symbol < 16) lengths.push(symbol);
        else if (symbol === 16) lengths.push(...new Array(3 + read(2)).fill(lengths.at(-1)));
        else lengths.push(...new Array(symbol === 17 ? 3 + read(3) : 11 + read(7)).fill(0));
      }
      literals = huffman(lengths.slice(0, nLit));
      distances = huffman(lengths.slice(nLit));
    }
    let overhead = bit - headerStart;
    for (;;) {
      const before = bit;
      const symbol = decode(literals);
      if (symbol < 256) {
        cost[out++] += bit - before;
      } else if (symbol === 256) {
        overhead += bit - before;
        break;
      } else {
        const length = LENGTH_BASE[symbol - 257] + read(LENGTH_EXTRA[symbol - 257]);
        const distance = decode(distances);
        read(DIST_EXTRA[distance]);
        cost.fill((bit - before) / length, out, out + length);
        out += length;
      }
    }
    // The block's header and tables, charged in proportion to what each byte of it costs.
    let spent = 0;
    for (let i = blockStart; i < out; i++) spent += cost[i];
    for (let i = blockStart; i < out; i++) cost[i] += (overhead * cost[i]) / spent;
  }
  if (out !== data.length) throw new Error('deflate stream does not decode to the module');
  return cost;
}

/** The module's bytes by owner: `{ owner, raw, gzip }` in bytes, largest gzip share first. */
export function ledger(file) {
  const code = readFileSync(file);
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  const owners = [];
  const byte = byteOwners(code, map, owners);
  const cost = deflateCosts(code);
  // gzip = raw deflate + 18 bytes of header and trailer: charged in proportion too.
  const scale = gzipSync(code, { level: 9 }).length / (cost.reduce((a, b) => a + b, 0) / 8);
  const rows = new Map();
  for (let i = 0; i < code.length; i++) {
    const owner = byte[i] < 0 ? GENERATED : owners[byte[i]];
    const row = rows.get(owner) ?? rows.set(owner, { owner, raw: 0, gzip: 0 }).get(owner);
    row.raw++;
    row.gzip += (cost[i] / 8) * scale;
  }
  return [...rows.values()].sort((a, b) => b.gzip - a.gzip);
}
