import { open } from 'node:fs/promises';

const NEWLINE = 0x0a;
/** Bytes read per step, from the end of the file backwards. */
const CHUNK_BYTES = 64 * 1024;
/** The most read for one answer: a search that matches nothing stops here rather than reading a huge file. */
export const TAIL_MAX_BYTES = 8 * 1024 * 1024;

/**
 * The last `limit` lines of a text file that satisfy `keep`, oldest first, reading backwards from
 * the end in chunks (never the whole file) and at most `maxBytes`. A missing file has no lines.
 * Lines are split on the byte 0x0A, which never occurs inside a multi-byte UTF-8 character.
 */
export async function readLastLines(file: string, limit: number, keep: (line: string) => boolean = () => true, maxBytes = TAIL_MAX_BYTES): Promise<string[]> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  try {
    const { size } = await handle.stat();
    const stopAt = Math.max(0, size - maxBytes);
    const found: string[] = [];
    let position = size;
    let carry = Buffer.alloc(0);
    const take = (bytes: Buffer): void => {
      const line = bytes.toString('utf8').replace(/\r$/, '');
      if (line.trim() && keep(line)) found.push(line);
    };
    while (position > stopAt && found.length < limit) {
      const length = Math.min(CHUNK_BYTES, position - stopAt);
      position -= length;
      const chunk = Buffer.alloc(length);
      await handle.read(chunk, 0, length, position);
      const buffer = Buffer.concat([chunk, carry]);
      // The part before the first newline may continue in the previous chunk, unless we are at the start.
      let end = buffer.length;
      for (let index = buffer.lastIndexOf(NEWLINE, end - 1); index >= 0 && found.length < limit; index = buffer.lastIndexOf(NEWLINE, end - 1)) {
        take(buffer.subarray(index + 1, end));
        end = index;
        if (end === 0) break;
      }
      carry = buffer.subarray(0, end);
      if (position === 0 && found.length < limit) take(carry);
    }
    return found.reverse();
  } finally {
    await handle.close();
  }
}
