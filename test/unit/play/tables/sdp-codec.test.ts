/**
 * Pairing codes (issue 23; shared/reference/across-phones-findings.md, 1b): a real Chromium offer
 * and answer shrink to a QR of version <= 7 and come back as an SDP with the same identity,
 * credentials and host candidates; any text at all decodes to a description or a refusal code.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromBase45, toBase45 } from '../../../../src/play/tables/base45';
import { formatIPv6, parseIPv6 } from '../../../../src/play/tables/ipv6';
import {
  decodePairingCode,
  describeSdp,
  encodePairingCode,
  expandDescription,
  packDescription,
  unpackDescription,
  type PairingDescription,
} from '../../../../src/play/tables/sdpCodec';

const sdp = (name: string) => readFileSync(join(process.cwd(), 'test/fixtures/sdp', name), 'utf8');

describe('Base45 (RFC 9285)', () => {
  it('encodes the RFC examples', () => {
    const enc = (s: string) => toBase45(new TextEncoder().encode(s));
    expect(enc('AB')).toBe('BB8');
    expect(enc('Hello!!')).toBe('%69 VD92EX0');
    expect(enc('base-45')).toBe('UJCLQE7W581');
    expect(enc('ietf!')).toBe('QED8WEX0');
  });
  it('refuses what the RFC calls invalid', () => {
    expect(fromBase45('GGW')).toMatchObject({ ok: false, error: 'ERR_CODE_UNREADABLE' }); // 65536
    expect(fromBase45('A')).toMatchObject({ ok: false });
    expect(fromBase45('ab_')).toMatchObject({ ok: false });
  });
  it('round-trips any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const back = fromBase45(toBase45(bytes));
        expect(back.ok && [...back.value]).toEqual([...bytes]);
      }),
    );
  });
});

describe('IPv6 text', () => {
  it('parses and writes the short form', () => {
    expect(formatIPv6(parseIPv6('fd00::2')!)).toBe('fd00::2');
    expect(formatIPv6(parseIPv6('fe80:0:0:0:1:0:0:4')!)).toBe('fe80::1:0:0:4');
    expect(formatIPv6(parseIPv6('1:2:3:4:5:6:7:8')!)).toBe('1:2:3:4:5:6:7:8');
    expect(parseIPv6('1::2::3')).toBeNull();
    expect(parseIPv6('192.0.2.1')).toBeNull();
    expect(parseIPv6('1:2:3:4:5:6:7:8:9')).toBeNull();
  });
});

describe('a real Chromium offer and answer', () => {
  it('keep the UDP host candidates, drop TCP, and fit a small QR', () => {
    const d = describeSdp(sdp('chromium-offer.sdp'), 'offer');
    expect(d.ok).toBe(true);
    if (!d.ok) return;
    expect(d.value.candidates).toEqual([
      { kind: 'ipv4', address: '192.0.2.2', port: 36645 },
      { kind: 'ipv6', address: 'fd00::2', port: 40323 },
    ]);
    expect(d.value.ufrag).toBe('WpRl');
    const code = encodePairingCode(sdp('chromium-offer.sdp'), 'offer');
    // 1 + 32 + (1 + 3) + (1 + 18) + 1 + (1 + 4 + 2) + (1 + 16 + 2) = 83 bytes -> 125 characters.
    expect(code.ok && code.value.length).toBe(125);
  });
  it('come back with the same fingerprint, credentials, role and candidates', () => {
    for (const [file, kind] of [
      ['chromium-offer.sdp', 'offer'],
      ['chromium-answer.sdp', 'answer'],
    ] as const) {
      const code = encodePairingCode(sdp(file), kind);
      if (!code.ok) throw new Error(code.error);
      const back = decodePairingCode(code.value);
      if (!back.ok) throw new Error(back.error);
      const original = describeSdp(sdp(file), kind);
      expect(back.value).toEqual(original.ok && original.value);
      const rebuilt = expandDescription(back.value);
      expect(rebuilt).toContain(`a=setup:${kind === 'offer' ? 'actpass' : 'active'}`);
      expect(describeSdp(rebuilt, kind)).toEqual(original);
    }
  });
  it('reads a code typed in lower case', () => {
    const code = encodePairingCode(sdp('chromium-answer.sdp'), 'answer');
    expect(code.ok && decodePairingCode(code.value.toLowerCase()).ok).toBe(true);
  });
  it('keeps an mDNS name as 16 bytes', () => {
    const mdns = sdp('chromium-offer.sdp').replace('192.0.2.2 36645', '0f2c1b7e-3a4d-4e5f-8a9b-0c1d2e3f4a5b.local 36645');
    const back = decodePairingCode((encodePairingCode(mdns, 'offer') as { value: string }).value);
    expect(back.ok && back.value.candidates[0]).toEqual({ kind: 'mdns', address: '0f2c1b7e-3a4d-4e5f-8a9b-0c1d2e3f4a5b.local', port: 36645 });
  });
  it('refuses an SDP without a fingerprint and a code from another codec version', () => {
    expect(describeSdp(sdp('chromium-offer.sdp').replace(/a=fingerprint.*\r?\n/, ''), 'offer')).toMatchObject({ ok: false, error: 'ERR_SDP_UNSUPPORTED' });
    const bytes = packDescription((describeSdp(sdp('chromium-offer.sdp'), 'offer') as { value: PairingDescription }).value);
    bytes[0] = (2 << 4) | 0;
    expect(decodePairingCode(toBase45(bytes))).toMatchObject({ ok: false, error: 'ERR_VERSION' });
  });
});

const iceChars = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/-_.!~'.split(''));
const description: fc.Arbitrary<PairingDescription> = fc.record({
  kind: fc.constantFrom('offer' as const, 'answer' as const),
  fingerprint: fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => [...b].map((x) => x.toString(16).toUpperCase().padStart(2, '0')).join(':')),
  ufrag: fc.string({ unit: iceChars, minLength: 4, maxLength: 32 }),
  pwd: fc.string({ unit: iceChars, minLength: 22, maxLength: 40 }),
  candidates: fc.array(
    fc.oneof(
      fc.record({ kind: fc.constant('ipv4' as const), address: fc.ipV4(), port: fc.integer({ min: 1, max: 65535 }) }),
      fc.record({
        kind: fc.constant('ipv6' as const),
        address: fc.uint8Array({ minLength: 16, maxLength: 16 }).map((b) => formatIPv6([...b])),
        port: fc.integer({ min: 1, max: 65535 }),
      }),
      fc.record({ kind: fc.constant('mdns' as const), address: fc.uuid().map((u) => `${u}.local`), port: fc.integer({ min: 1, max: 65535 }) }),
    ),
    { maxLength: 4 },
  ),
});

describe('the codec, over every candidate kind', () => {
  it('packs and unpacks any description exactly', () => {
    fc.assert(
      fc.property(description, (d) => {
        expect(unpackDescription(packDescription(d))).toEqual({ ok: true, value: d });
      }),
    );
  });
  it('never throws on junk text or bytes', () => {
    fc.assert(fc.property(fc.string({ maxLength: 500 }), (s) => void decodePairingCode(s)));
    fc.assert(fc.property(fc.uint8Array({ maxLength: 200 }), (b) => void unpackDescription(b)));
  });
  it('a code cut short or with a byte added is refused', () => {
    fc.assert(
      fc.property(description, fc.nat(), (d, cut) => {
        const bytes = packDescription(d);
        expect(unpackDescription(bytes.subarray(0, cut % bytes.length)).ok).toBe(false);
        expect(unpackDescription(Uint8Array.from([...bytes, 0])).ok).toBe(false);
      }),
    );
  });
});
