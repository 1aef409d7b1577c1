import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readLastLines } from './log-file';

describe('readLastLines', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'log-tail-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const write = (content: string) => {
    const file = path.join(dir, 'server.log');
    writeFileSync(file, content);
    return file;
  };
  // Lines of varied length with accents, so chunk boundaries (64 KiB) fall inside lines and characters.
  const numbered = (count: number) => Array.from({ length: count }, (_, i) => `ligne ${i} — éàü ${'x'.repeat(i % 97)}`);

  it('returns the last lines of a file larger than one chunk, oldest first, intact', async () => {
    const lines = numbered(5000);
    const file = write(`${lines.join('\n')}\n`);
    expect(await readLastLines(file, 3)).toEqual(lines.slice(-3));
    expect(await readLastLines(file, 1200)).toEqual(lines.slice(-1200));
    expect(await readLastLines(file, 10_000)).toEqual(lines);
  });

  it('keeps only the lines the filter accepts, still the latest ones', async () => {
    const lines = numbered(3000);
    const file = write(lines.join('\n'));
    const even = (line: string) => Number(line.split(' ')[1]) % 500 === 0;
    expect(await readLastLines(file, 2, even)).toEqual(['ligne 2000 — éàü ' + 'x'.repeat(2000 % 97), 'ligne 2500 — éàü ' + 'x'.repeat(2500 % 97)]);
    expect(await readLastLines(file, 100, even)).toHaveLength(6);
  });

  it('reads no further back than the byte cap, and drops the line cut by it', async () => {
    const file = write(`${'a'.repeat(50)}\n${'b'.repeat(50)}\ncourte\n`);
    expect(await readLastLines(file, 10, () => true, 60)).toEqual(['b'.repeat(50), 'courte']);
  });

  it('answers nothing for a missing or empty file and skips blank lines', async () => {
    expect(await readLastLines(path.join(dir, 'absent.log'), 10)).toEqual([]);
    expect(await readLastLines(write(''), 10)).toEqual([]);
    expect(await readLastLines(write('\n\nun\n\ndeux\r\n'), 10)).toEqual(['un', 'deux']);
  });
});
