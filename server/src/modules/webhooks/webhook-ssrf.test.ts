import { isBlockedAddress, webhookUrlProblem } from './webhook-ssrf';
import { signatureHeader, verifySignature } from './webhook-signature';
import { webhookRetryDelayMs } from './webhook.worker';

describe('webhook URL checks (SSRF)', () => {
  it.each(['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '0.0.0.0', '::1', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '100.64.0.1'])(
    'blocks %s',
    (address) => expect(isBlockedAddress(address)).toBe(true),
  );
  it.each(['8.8.8.8', '142.250.72.14', '2607:f8b0:4020::1'])('allows %s', (address) => expect(isBlockedAddress(address)).toBe(false));

  it('accepts only http(s) without credentials, and private addresses only when allowed', async () => {
    expect(await webhookUrlProblem('ftp://example.com/x', true)).toMatch(/http/);
    expect(await webhookUrlProblem('pas une url', true)).toBe('Adresse invalide.');
    expect(await webhookUrlProblem('https://u:p@example.com/', true)).toMatch(/identifiants/);
    expect(await webhookUrlProblem('http://127.0.0.1:8080/hook', false)).toMatch(/refusée/);
    expect(await webhookUrlProblem('http://[::1]/hook', false)).toMatch(/refusée/);
    expect(await webhookUrlProblem('http://169.254.169.254/latest', false)).toMatch(/refusée/);
    expect(await webhookUrlProblem('http://127.0.0.1:8080/hook', true)).toBeNull();
    expect(await webhookUrlProblem('https://8.8.8.8/hook', false)).toBeNull();
  });
});

describe('webhook signature', () => {
  it('verifies its own header and refuses a changed body, another key or an old timestamp', () => {
    const at = new Date('2026-11-21T15:00:00Z');
    const header = signatureHeader('whsec_k', '{"a":1}', at);
    expect(header).toMatch(/^t=1795273200,v1=[0-9a-f]{64}$/);
    expect(verifySignature('whsec_k', '{"a":1}', header, at.getTime())).toBe(true);
    expect(verifySignature('whsec_k', '{"a":2}', header, at.getTime())).toBe(false);
    expect(verifySignature('whsec_x', '{"a":1}', header, at.getTime())).toBe(false);
    expect(verifySignature('whsec_k', '{"a":1}', header, at.getTime() + 301_000)).toBe(false);
  });

  it('backs off exponentially, at most an hour apart', () => {
    expect([1, 2, 3, 8, 20].map(webhookRetryDelayMs)).toEqual([30_000, 60_000, 120_000, 3_600_000, 3_600_000]);
  });
});
