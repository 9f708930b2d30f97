/**
 * Issue 23, "phones come and go": a phone the host knows (its certificate's fingerprint, kept
 * since the first pairing) comes back with one code. The guest answers with ICE credentials
 * derived from the host's offer, so the host writes the guest's answer itself (findings 1c and 3:
 * Chromium accepts edited credentials; an answer without candidates connects peer-reflexively).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { knownAnswer, returnKeys, withKeys } from '../../../../src/play/tables/returnKeys';
import { decodePairingCode, describeSdp, encodePairingCode } from '../../../../src/play/tables/sdpCodec';

const sdp = (name: string) => readFileSync(join(process.cwd(), 'test/fixtures/sdp', name), 'utf8');
const ICE = /^[A-Za-z0-9+/]+$/;
const GUEST_FP = Array.from({ length: 32 }, (_, i) => ((i * 37 + 11) & 0xff).toString(16).toUpperCase().padStart(2, '0')).join(':');

describe('return keys', () => {
  it('are ICE characters of the same length, and never the offer’s own', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9+/]{4,32}$/), fc.stringMatching(/^[A-Za-z0-9+/]{22,32}$/), (ufrag, pwd) => {
        const k = returnKeys({ ufrag, pwd });
        expect(k.ufrag).toMatch(ICE);
        expect(k.pwd).toMatch(ICE);
        expect([k.ufrag.length, k.pwd.length]).toEqual([ufrag.length, pwd.length]);
        expect(k.ufrag).not.toBe(ufrag);
        expect(k.pwd).not.toBe(pwd);
        // Both phones derive the same keys from the same offer.
        expect(returnKeys({ ufrag, pwd })).toEqual(k);
      }),
    );
  });

  it('the guest’s edited answer and the answer the host writes for it agree on identity and credentials', () => {
    const offer = describeSdp(sdp('chromium-offer.sdp'), 'offer');
    if (!offer.ok) throw new Error(offer.error);
    const keys = returnKeys(offer.value);
    // The guest: its own answer, with the derived credentials put in.
    const guest = describeSdp(withKeys(sdp('chromium-answer.sdp'), keys), 'answer');
    expect(guest.ok && [guest.value.ufrag, guest.value.pwd]).toEqual([keys.ufrag, keys.pwd]);
    // The host: the same answer from the offer and the fingerprint it remembers, no candidates.
    const written = knownAnswer(sdp('chromium-offer.sdp'), GUEST_FP)!;
    const read = describeSdp(written, 'answer');
    expect(read.ok && read.value).toEqual({ kind: 'answer', fingerprint: GUEST_FP, ...keys, candidates: [] });
    expect(written).toContain('a=setup:active');
    // And it is a valid pairing code too (the codec reads it back whole).
    const code = encodePairingCode(written, 'answer');
    expect(code.ok && decodePairingCode(code.value)).toMatchObject({ ok: true, value: { fingerprint: GUEST_FP, ...keys } });
  });

  it('an offer that cannot be read gives no answer, never a throw', () => {
    expect(knownAnswer('', GUEST_FP)).toBeNull();
    expect(knownAnswer('v=0\r\na=ice-ufrag:abcd\r\n', GUEST_FP)).toBeNull();
  });
});
