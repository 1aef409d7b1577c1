import dns, { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Whether a webhook may never reach `address` in production. Classified by ipaddr.js: only plain
 * global unicast is allowed. IPv4-mapped IPv6 (`::ffff:a.b.c.d`, however written) is judged as its
 * IPv4; IPv4-compatible (`::a.b.c.d`), NAT64 (64:ff9b::/96), 6to4 (2002::/16) and Teredo
 * (2001::/32) are refused outright, as they can carry loopback or private IPv4 addresses (issue #32:
 * 9 of 36 such forms were accepted), and so are loopback, private, link-local, CGNAT, multicast,
 * reserved and documentation ranges.
 */
export function isBlockedAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return true;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
    else if (v6.parts.slice(0, 6).every((part) => part === 0)) return true;
  }
  return parsed.range() !== 'unicast';
}

/**
 * A DNS lookup for the delivery's connection that refuses blocked addresses: the address checked
 * is the one connected to (resolved once, by the connection itself), so a name that resolves to a
 * public address when the URL is checked and to a private one a moment later (DNS rebinding) is refused.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      const list = (addresses ?? []) as LookupAddress[];
      if (!err && (list.length === 0 || (!allowPrivate && list.some((a) => isBlockedAddress(a.address))))) {
        err = Object.assign(new Error(BLOCKED_MESSAGE), { code: 'EWEBHOOKBLOCKED' });
      }
      if (err) {
        (callback as (e: Error | null, address: string, family: number) => void)(err, '', 4);
        return;
      }
      if (options.all) (callback as (e: Error | null, addresses: LookupAddress[]) => void)(null, list);
      else (callback as (e: Error | null, address: string, family: number) => void)(null, list[0]!.address, list[0]!.family);
    });
  };
}

const BLOCKED_MESSAGE = 'Adresse privée, locale ou de bouclage refusée.';

/**
 * POSTs a webhook without following redirects (a 3xx is a failed attempt, never a new destination)
 * and through guardedLookup, with a timeout. Answers the status code.
 */
export function postWebhook(url: string, init: { headers: Record<string, string>; body: string; timeoutMs: number; allowPrivate: boolean }): Promise<number> {
  const target = new URL(url);
  const send = target.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const req = send(
      target,
      { method: 'POST', headers: { ...init.headers, 'Content-Length': Buffer.byteLength(init.body) }, lookup: guardedLookup(init.allowPrivate), timeout: init.timeoutMs },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`Délai dépassé (${init.timeoutMs} ms).`)));
    req.on('error', reject);
    req.end(init.body);
  });
}

/** The URL's problem in French, or null: http(s) only, and (unless allowPrivate) every resolved address public. */
export async function webhookUrlProblem(url: string, allowPrivate: boolean): Promise<string | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Adresse invalide.';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'Seules les adresses http(s) sont acceptées.';
  if (parsed.username || parsed.password) return 'L’adresse ne peut contenir d’identifiants.';
  if (allowPrivate) return null;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  } catch {
    return 'Nom d’hôte introuvable.';
  }
  if (!addresses.length || addresses.some(isBlockedAddress)) return BLOCKED_MESSAGE;
  return null;
}
