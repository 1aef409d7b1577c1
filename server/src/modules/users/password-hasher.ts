import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/**
 * argon2id with one of OWASP's equivalent minimums: 46 MiB, 1 pass, 1 lane (about 41–44 ms of CPU
 * per hash or check on this 2-core host, against 17–19 ms at 19 MiB × 2: the new pages are faulted in).
 * Not its 19 MiB × 2 passes (the setting until 2026-11-28, equivalent on paper) because of glibc: a
 * block above its largest dynamic mmap threshold (32 MiB) is mapped for each hash and unmapped after
 * it, so the server's memory comes back once the hash is done. A 19 MiB block was mapped once, and its
 * free raised glibc's mmap threshold to 19 MiB (and its trim threshold to twice that) for the whole
 * process: every later hash kept its 19 MiB in the arena of the libuv thread that ran it (up to 76 MB
 * with libuv's four threads), and the process's other freed memory below 19 MiB stayed mapped too.
 * Hashes made with older settings still verify (their settings are in the hash) and are replaced at
 * the next successful sign-in (`hashNeedsUpgrade`).
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 47_104, timeCost: 1, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

/** True when `password` matches `hash`; a malformed hash is a mismatch, never an exception. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    // A hash with older (cheaper) settings is checked beside a check at today's settings, on another
    // libuv thread: the answer takes as long as for an unknown e-mail (`verifyAgainstDummy`), so the
    // time does not tell which accounts have not signed in since the settings changed.
    if (hashNeedsUpgrade(hash)) return (await Promise.all([argon2.verify(hash, password), verifyAgainstDummy(password)]))[0];
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** True when `hash` was made with other settings than today's (it still verifies); false for a malformed one. */
export function hashNeedsUpgrade(hash: string): boolean {
  try {
    return argon2.needsRehash(hash, OPTIONS);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the same time as checking a real account, for an e-mail that has none, so response
 * times do not reveal which e-mails exist. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(18).toString('base64url'));
  await verifyPassword(await dummyHash, password);
  return false;
}
