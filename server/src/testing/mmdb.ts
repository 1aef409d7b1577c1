import { isIPv4 } from 'node:net';

/**
 * A minimal writer of MaxMind DB files (https://maxmind.github.io/MaxMind-DB/), for tests only: no
 * such writer is published on npm, and real GeoLite2 files cannot be shipped or downloaded here.
 * IPv4 search tree, 24-bit records, one data record per network; values are strings, unsigned
 * integers, maps and arrays — enough for a GeoIP2 City-shaped database.
 */
export type MmdbValue = string | number | MmdbValue[] | { [key: string]: MmdbValue };

const TYPE = { string: 2, uint32: 6, map: 7, array: 11 } as const;

function control(type: number, size: number): Buffer {
  const head: number[] = [];
  let sizeBits: number;
  const extra: number[] = [];
  if (size < 29) sizeBits = size;
  else if (size < 29 + 256) {
    sizeBits = 29;
    extra.push(size - 29);
  } else if (size < 285 + 65_536) {
    sizeBits = 30;
    extra.push((size - 285) >> 8, (size - 285) & 0xff);
  } else throw new Error('mmdb test writer: value too large');
  if (type <= 7) head.push((type << 5) | sizeBits);
  else head.push(sizeBits, type - 7); // extended type
  return Buffer.from([...head, ...extra]);
}

function encode(value: MmdbValue): Buffer {
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([control(TYPE.string, bytes.length), bytes]);
  }
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 0 || value > 0xffff_ffff) throw new Error('mmdb test writer: unsigned 32-bit integers only');
    const bytes: number[] = [];
    for (let v = value; v > 0; v = Math.floor(v / 256)) bytes.unshift(v % 256);
    return Buffer.concat([control(TYPE.uint32, bytes.length), Buffer.from(bytes)]);
  }
  if (Array.isArray(value)) return Buffer.concat([control(TYPE.array, value.length), ...value.map(encode)]);
  const entries = Object.entries(value);
  return Buffer.concat([control(TYPE.map, entries.length), ...entries.flatMap(([k, v]) => [encode(k), encode(v)])]);
}

/** `networks`: CIDR (IPv4) → the record a lookup returns. */
export function buildMmdb(networks: Record<string, MmdbValue>, databaseType = 'GeoIP2-City-Test'): Buffer {
  // Search tree as a binary trie: each node has two records, a child node index, a data index or empty.
  type Record = { node: number } | { data: number } | null;
  const nodes: [Record, Record][] = [[null, null]];
  const data: Buffer[] = [];
  for (const [cidr, value] of Object.entries(networks)) {
    const [address, bitsText] = cidr.split('/');
    if (!address || !isIPv4(address)) throw new Error(`mmdb test writer: IPv4 networks only (${cidr})`);
    const prefix = Number(bitsText ?? 32);
    const ip = address.split('.').reduce((n, part) => n * 256 + Number(part), 0);
    const dataIndex = data.push(encode(value)) - 1;
    let node = 0;
    for (let depth = 0; depth < prefix; depth += 1) {
      const bit = Math.floor(ip / 2 ** (31 - depth)) % 2;
      if (depth === prefix - 1) {
        nodes[node]![bit] = { data: dataIndex };
        break;
      }
      const next = nodes[node]![bit];
      if (next && 'node' in next) {
        node = next.node;
      } else {
        if (next) throw new Error(`mmdb test writer: ${cidr} overlaps a larger network`);
        nodes.push([null, null]);
        nodes[node]![bit] = { node: nodes.length - 1 };
        node = nodes.length - 1;
      }
    }
  }
  const nodeCount = nodes.length;
  const dataOffsets: number[] = [];
  let offset = 0;
  for (const chunk of data) {
    dataOffsets.push(offset);
    offset += chunk.length;
  }
  const tree = Buffer.alloc(nodeCount * 6);
  const recordValue = (record: Record): number => {
    if (!record) return nodeCount;
    if ('node' in record) return record.node;
    return nodeCount + 16 + dataOffsets[record.data]!;
  };
  nodes.forEach(([left, right], i) => {
    tree.writeUIntBE(recordValue(left), i * 6, 3);
    tree.writeUIntBE(recordValue(right), i * 6 + 3, 3);
  });
  const metadata = encode({
    node_count: nodeCount,
    record_size: 24,
    ip_version: 4,
    database_type: databaseType,
    languages: ['fr', 'en'],
    binary_format_major_version: 2,
    binary_format_minor_version: 0,
    build_epoch: 1_795_000_000,
    description: { en: 'Test database' },
  });
  return Buffer.concat([tree, Buffer.alloc(16), ...data, Buffer.from('abcdef4d61784d696e642e636f6d', 'hex'), metadata]);
}

/** A GeoIP2 City-shaped record: the fields `city.names` the analytics read, plus the country. */
export function cityRecord(fr: string, en: string = fr): MmdbValue {
  return { city: { geoname_id: 6169141, names: { fr, en } }, country: { iso_code: 'CA', names: { fr: 'Canada', en: 'Canada' } } };
}
