import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { transformFileSync } from '@swc/core';

// The hook runs in a real Node process (Jest has its own module system): compile-cache.ts compiled to
// JavaScript in a temporary folder, a main file that requires it first, then a module.
let dir: string;
let cacheDir: string;

const MAIN = `
const cache = require('./compile-cache.js');
let value, stack;
try { value = require('./answer.js').value; stack = require('./thrower.js').where(); } catch (error) { stack = String(error.stack); }
if (process.env.OTHER) require('./other.js');
cache.saveCompileCache();
const { main, resolved } = require('./answer.js');
console.log(JSON.stringify({ main, resolved, value, stack: /thrower\\.js:\\d+:\\d+/g.exec(stack)?.[0], line1: require('./thrower.js').line1(), use: cache.compileCacheUse() }));
`;
const THROWER = `exports.line1 = () => /thrower\\.js:\\d+:\\d+/.exec(new Error('first line').stack)[0];
exports.where = function () {
  return new Error('where').stack;
};
`;

// What Node's own require gives a module: require.main, require.resolve.
const ANSWER = (value: number) => `exports.value = ${value};\nexports.main = require.main.filename;\nexports.resolved = require.resolve('./thrower.js');\n`;

function run(env: Record<string, string> = {}): { value: number; main: string; resolved: string; stack: string; line1: string; use: { hits: number; misses: number } } {
  // eslint-disable-next-line no-restricted-properties -- the child inherits the environment (PATH)
  const out = execFileSync(process.execPath, [path.join(dir, 'main.js')], { env: { ...process.env, NODE_COMPILE_CACHE: cacheDir, ...env }, encoding: 'utf8' });
  return JSON.parse(out) as ReturnType<typeof run>;
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-cache-'));
  cacheDir = path.join(dir, 'cache');
  const { code } = transformFileSync(path.join(__dirname, 'compile-cache.ts'), {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  fs.writeFileSync(path.join(dir, 'compile-cache.js'), code);
  fs.writeFileSync(path.join(dir, 'main.js'), MAIN);
  fs.writeFileSync(path.join(dir, 'answer.js'), ANSWER(41));
  fs.writeFileSync(path.join(dir, 'thrower.js'), THROWER);
  fs.writeFileSync(path.join(dir, 'other.js'), 'exports.other = true;\n');
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('compile cache (Node 20: V8 code cache for the modules required at start)', () => {
  it('writes the cache on the first start and compiles from it on the next one', () => {
    const first = run();
    expect(first).toMatchObject({ value: 41, main: path.join(dir, 'main.js'), resolved: path.join(dir, 'thrower.js'), use: { hits: 0, misses: 2 } });
    expect(fs.readdirSync(cacheDir)).toEqual([`${process.version}-${process.arch}.bin`]);
    const second = run();
    expect(second).toMatchObject({ value: 41, main: path.join(dir, 'main.js'), resolved: path.join(dir, 'thrower.js'), use: { hits: 2, misses: 0 } });
  });

  it('releases the file read at start once the hook is removed (not left to the next mark-compact)', () => {
    run();
    const { size } = fs.statSync(path.join(cacheDir, `${process.version}-${process.arch}.bin`));
    const cached = run();
    expect(cached.use).toEqual({ hits: 2, misses: 0, released: size });
    // The modules compiled from it still run, functions compiled after the release included.
    expect(cached).toMatchObject({ value: 41, stack: 'thrower.js:3:10', line1: 'thrower.js:1:50' });
  });

  it('keeps the modules another kind of start required, so that starts of both kinds stop rewriting it in turn', () => {
    run();
    const file = path.join(cacheDir, `${process.version}-${process.arch}.bin`);
    expect(run({ OTHER: '1' }).use).toMatchObject({ hits: 2, misses: 1 });
    const written = fs.readFileSync(file);
    expect(run().use).toMatchObject({ hits: 2, misses: 0 });
    expect(run({ OTHER: '1' }).use).toMatchObject({ hits: 3, misses: 0 });
    expect(fs.readFileSync(file).equals(written)).toBe(true);
  });

  it('never serves the code of a file that changed, even at the same length (V8 checks only the length)', () => {
    run();
    fs.writeFileSync(path.join(dir, 'answer.js'), ANSWER(42));
    expect(run()).toMatchObject({ value: 42, use: { hits: 1, misses: 1 } });
    expect(run()).toMatchObject({ value: 42, use: { hits: 2, misses: 0 } });
  });

  it('keeps the line and column numbers of stack traces, line 1 included', () => {
    run();
    const cached = run();
    const plain = run({ NODE_DISABLE_COMPILE_CACHE: '1' });
    expect(plain.use).toEqual({ hits: 0, misses: 0, released: 0 });
    expect(cached.stack).toBe(plain.stack);
    expect(cached.stack).toBe('thrower.js:3:10');
    expect(cached.line1).toBe(plain.line1);
    expect(cached.line1).toBe('thrower.js:1:50');
  });

  it('is no cache when its file is corrupt or its folder cannot be written', () => {
    fs.writeFileSync(path.join(cacheDir, `${process.version}-${process.arch}.bin`), 'smcc1garbage');
    expect(run()).toMatchObject({ value: 42, use: { hits: 0, misses: 2 } });
    const blocked = path.join(dir, 'not-a-folder');
    fs.writeFileSync(blocked, '');
    expect(run({ NODE_COMPILE_CACHE: blocked })).toMatchObject({ value: 42, use: { hits: 0, misses: 2 } });
  });
});
