/**
 * V8 code cache for the CommonJS modules required at start (issue #31: compiling the ~1,800 modules of
 * a start was a fifth of its CPU). Node 22 has `module.enableCompileCache()`; Node 20, which this server
 * runs on, has none: this is the small equivalent (the approach of the `v8-compile-cache` package).
 *
 * - Imported first by main.ts only (not by the scripts or the tests). It replaces `Module.prototype._compile`
 *   for the modules required after it; main.js itself goes through Node's own loader.
 * - A module compiles as Node compiles it (same wrapper parameters, same `require`, `this`, line numbers),
 *   through `vm.Script` so that V8 can take and give a code cache. The cache of a file is used only when
 *   the file's content has the SHA-1 it was made from (V8 itself checks only the source's length), and V8
 *   rejects a cache made by another V8 version or other flags. Anything unusual (an ES module, a
 *   syntax error, a hashbang) goes to Node's own `_compile`, untouched.
 * - `saveCompileCache()` (main.ts, once the server listens) writes one file, `build/.compile-cache/`,
 *   with the code of every function run so far (not only the top levels), atomically (temporary file,
 *   rename), and only when a module was missing from it or changed; the modules it held that this start
 *   did not require are kept (SQLite and MariaDB starts need different ones). Then the hook is removed:
 *   modules required later (on first use) compile through Node as before, and the memory of the file
 *   read at start and of the one written is released at once (issue #31: the RSS after the write load).
 * - An unreadable, corrupt or unwritable cache is no cache. `NODE_DISABLE_COMPILE_CACHE=1` turns it off,
 *   `NODE_COMPILE_CACHE=<folder>` puts it elsewhere (Node 22's names). On Node 22+, Node's own `module.enableCompileCache()` is used instead.
 */
import { hash } from 'node:crypto';
import fs from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

interface ModuleInternals {
  _compile(this: Module, content: string, filename: string, format?: string): unknown;
}
interface ModuleStatics {
  _resolveFilename(request: string, parent: Module, isMain: boolean, options?: { paths?: string[] }): string;
  _resolveLookupPaths(request: string, parent: Module): string[] | null;
  _extensions: NodeJS.RequireExtensions;
  _cache: NodeJS.Require['cache'];
  enableCompileCache?: (directory?: string) => unknown;
}

const MAGIC = 'smcc2';
/** MAGIC, then the index's offset from the data's start and its length (UInt32LE each). */
const HEADER_LENGTH = MAGIC.length + 8;
/** NODE_COMPILE_CACHE (Node 22's name) or build/.compile-cache beside build/server (this file is build/server/src/compile-cache.js). */
// eslint-disable-next-line no-restricted-properties -- read before anything else is required (config.ts requires zod); Node's own variable
const DIRECTORY = path.resolve(process.env.NODE_COMPILE_CACHE || path.join(__dirname, '..', '..', '.compile-cache'));
const FILE = path.join(DIRECTORY, `${process.version}-${process.arch}.bin`);
// One line, so that the module's own lines keep their numbers; the column offset keeps line 1's columns.
const WRAPPER_START = '(function (exports, require, module, __filename, __dirname) { ';
const WRAPPER_END = '\n})';

/** The main module (main.js), which Node's `require.main` gives every module. */
const MAIN_MODULE = require.main;

type Entry = { hash: string; data: Buffer };
/** Modules compiled from the cache, and compiled without it (not in it, changed, or rejected by V8); bytes of the read cache released at once. */
const use = { hits: 0, misses: 0, released: 0 };
let state:
  | {
      original: ModuleInternals['_compile'];
      loaded: Map<string, Entry>;
      /** The file read at start, which every entry's `data` is a view of. */
      blob: Buffer | undefined;
      compiled: { filename: string; hash: string; script: vm.Script }[];
      stale: boolean;
    }
  | undefined;

function readCache(): { loaded: Map<string, Entry>; blob: Buffer | undefined } {
  let blob: Buffer;
  let fd: number | undefined;
  try {
    // Its own ArrayBuffer (not the pool's), so that it can be released as soon as it is no longer needed.
    fd = fs.openSync(FILE, 'r');
    blob = Buffer.allocUnsafeSlow(fs.fstatSync(fd).size);
    let read = 0;
    while (read < blob.length) {
      const count = fs.readSync(fd, blob, read, blob.length - read, read);
      if (count === 0) break;
      read += count;
    }
    if (read < blob.length) blob = blob.subarray(0, read);
  } catch {
    return { loaded: new Map(), blob: undefined };
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
  return { loaded: cacheEntries(blob), blob };
}

function cacheEntries(blob: Buffer): Map<string, Entry> {
  const entries = new Map<string, Entry>();
  try {
    if (blob.length < HEADER_LENGTH || blob.toString('latin1', 0, MAGIC.length) !== MAGIC) return entries;
    const indexStart = HEADER_LENGTH + blob.readUInt32LE(MAGIC.length);
    const indexEnd = indexStart + blob.readUInt32LE(MAGIC.length + 4);
    if (indexEnd > blob.length) return entries;
    const index = JSON.parse(blob.toString('utf8', indexStart, indexEnd)) as [string, string, number, number][];
    for (const [filename, digest, offset, length] of index) {
      if (HEADER_LENGTH + offset + length > indexStart) return new Map();
      entries.set(filename, { hash: digest, data: blob.subarray(HEADER_LENGTH + offset, HEADER_LENGTH + offset + length) });
    }
  } catch {
    return new Map();
  }
  return entries;
}

/** Node's makeRequireFunction (lib/internal/modules/helpers.js), without policies (not in use: the hook is off then). */
function makeRequire(mod: Module): NodeJS.Require {
  const statics = Module as unknown as ModuleStatics;
  const require = function require(id: string) {
    return mod.require(id);
  } as NodeJS.Require;
  const checked = (request: unknown): string => {
    if (typeof request !== 'string') {
      throw Object.assign(new TypeError(`The "request" argument must be of type string. Received ${typeof request}`), { code: 'ERR_INVALID_ARG_TYPE' });
    }
    return request;
  };
  const resolve = function resolve(request: string, options?: { paths?: string[] }) {
    return statics._resolveFilename(checked(request), mod, false, options);
  } as NodeJS.RequireResolve;
  resolve.paths = function paths(request: string) {
    return statics._resolveLookupPaths(checked(request), mod);
  };
  require.resolve = resolve;
  Object.defineProperty(require, 'main', { value: MAIN_MODULE, writable: true, enumerable: true, configurable: true });
  require.extensions = statics._extensions;
  require.cache = statics._cache;
  return require;
}

function install(): void {
  // eslint-disable-next-line no-restricted-properties -- as DIRECTORY above
  if (process.env.NODE_DISABLE_COMPILE_CACHE) return;
  const statics = Module as unknown as ModuleStatics;
  if (typeof statics.enableCompileCache === 'function') {
    statics.enableCompileCache(DIRECTORY);
    return;
  }
  // Node's policies check each module's content in _compile: leave Node alone then.
  if (process.execArgv.some((arg) => arg.startsWith('--experimental-policy'))) return;
  const proto = Module.prototype as unknown as ModuleInternals;
  const original = proto._compile;
  // Node marks a module while its body runs (require(esm) cycles); the symbol is Node's own, found on main.
  const main = MAIN_MODULE as object | undefined;
  const executing = main && Object.getOwnPropertySymbols(main).find((symbol) => symbol.description === 'kIsExecuting');
  if (!executing) return;
  const current = { original, ...readCache(), compiled: [] as { filename: string; hash: string; script: vm.Script }[], stale: false };
  state = current;
  proto._compile = function compile(this: Module, content: string, filename: string, format?: string): unknown {
    if (format === 'module' || state !== current || content.startsWith('#!')) return original.call(this, content, filename, format);
    const digest = hash('sha1', content, 'base64');
    const entry = current.loaded.get(filename);
    const cachedData = entry?.hash === digest ? entry.data : undefined;
    let script: vm.Script;
    try {
      script = new vm.Script(WRAPPER_START + content + WRAPPER_END, {
        filename,
        columnOffset: -WRAPPER_START.length,
        cachedData,
        importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
      });
    } catch {
      // Not a CommonJS script (Node may run it as an ES module) or a syntax error: Node says which.
      return original.call(this, content, filename, format);
    }
    if (!cachedData || script.cachedDataRejected) {
      current.stale = true;
      use.misses += 1;
    } else {
      use.hits += 1;
    }
    current.compiled.push({ filename, hash: digest, script });
    const wrapper = script.runInThisContext({ displayErrors: true }) as (...args: unknown[]) => unknown;
    const flags = this as unknown as Record<symbol, boolean>;
    flags[executing] = true;
    const result = Reflect.apply(wrapper, this.exports, [this.exports, makeRequire(this), this, filename, path.dirname(filename)]);
    flags[executing] = false;
    return result;
  };
}

/**
 * The file read at start (7 MB, outside V8's heap) is no longer needed once the hook is removed (V8 copied
 * what it used), but as garbage it would stay in memory until V8's next mark-compact, which under load can
 * be minutes away (bench/README.md, issue #31: the RSS after the write load). Its memory is moved to a new,
 * unreferenced ArrayBuffer (`transfer`), which the next scavenge frees; the views of it become empty.
 */
function releaseNow(blob: Buffer | undefined): void {
  if (!blob) return;
  const size = blob.length;
  try {
    structuredClone(blob.buffer, { transfer: [blob.buffer] });
    use.released = blob.buffer.byteLength === 0 ? size : 0;
  } catch {
    // a pooled or untransferable buffer: left to the garbage collector
  }
}

export function compileCacheUse(): { hits: number; misses: number; released: number } {
  return { ...use };
}

/**
 * Writes the cache (when a module was new or changed) and removes the hook. Never throws: a cache that
 * cannot be written is only a slower next start.
 */
export function saveCompileCache(): void {
  const current = state;
  if (!current) return;
  state = undefined;
  (Module.prototype as unknown as ModuleInternals)._compile = current.original;
  const { compiled, loaded, stale, blob } = current;
  // Emptied: an Error created while a module loaded keeps its stack's functions, `compile` among them, and
  // through it this object: the cache file read at start (7 MB) would stay in memory.
  current.compiled = [];
  current.loaded = new Map();
  current.blob = undefined;
  try {
    if (stale) writeCache(compiled, loaded);
  } catch {
    // no cache this time
  } finally {
    releaseNow(blob);
  }
}

/**
 * One file: MAGIC, the index's offset and length (UInt32LE each), each module's data, then the index
 * (JSON: filename, SHA-1, offset from the data's start, length). Written piece by piece, each module's
 * data released once written: the file is never whole in memory (it was twice, ~15 MB of garbage left
 * to the next mark-compact). The modules of the cache read at start that this start did not require
 * (a SQLite start's driver on MariaDB, the migrations' first run) are kept when their file still exists,
 * so that starts of both kinds stop rewriting it in turn.
 */
function writeCache(compiled: { filename: string; hash: string; script: vm.Script }[], loaded: Map<string, Entry>): void {
  fs.mkdirSync(DIRECTORY, { recursive: true });
  const temporary = `${FILE}.${process.pid}.tmp`;
  const fd = fs.openSync(temporary, 'w');
  try {
    const index: [string, string, number, number][] = [];
    let offset = 0;
    const write = (data: Buffer, position: number) => {
      for (let done = 0; done < data.length; ) done += fs.writeSync(fd, data, done, data.length - done, position + done);
    };
    const append = (filename: string, digest: string, data: Buffer) => {
      write(data, HEADER_LENGTH + offset);
      index.push([filename, digest, offset, data.length]);
      offset += data.length;
    };
    const done = new Set<string>();
    for (const { filename, hash: digest, script } of compiled) {
      const data = script.createCachedData();
      append(filename, digest, data);
      releaseNow(data);
      done.add(filename);
    }
    for (const [filename, entry] of loaded) {
      if (!done.has(filename) && fs.existsSync(filename)) append(filename, entry.hash, entry.data);
    }
    const indexBuffer = Buffer.from(JSON.stringify(index));
    write(indexBuffer, HEADER_LENGTH + offset);
    const header = Buffer.alloc(HEADER_LENGTH);
    header.write(MAGIC, 0, 'latin1');
    header.writeUInt32LE(offset, MAGIC.length);
    header.writeUInt32LE(indexBuffer.length, MAGIC.length + 4);
    write(header, 0);
    fs.closeSync(fd);
    fs.renameSync(temporary, FILE);
  } catch (error) {
    try {
      fs.closeSync(fd);
    } catch {
      // already closed
    }
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}

install();
