/**
 * One code to come back (findings 3 and 1c): a phone that paired before keeps its certificate, so
 * the host already knows its fingerprint; the guest answers with ICE credentials derived from the
 * host's own offer, so the host can write the guest's answer itself and needs no second scan.
 * DTLS still proves the guest's identity (a phone with another certificate fails the handshake);
 * the ICE credentials only pair the two connection attempts and need not be secret.
 */
import { describeSdp, expandDescription } from './sdpCodec';

const ICE_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Each ICE character moved one place on (so the result differs from the offer's, same length and alphabet). */
const shift = (s: string): string =>
  [...s]
    .map((c) => {
      const i = ICE_CHARS.indexOf(c);
      return i < 0 ? c : ICE_CHARS[(i + 1) % ICE_CHARS.length]!;
    })
    .join('');

/** The credentials a guest answers an offer with. */
export const returnKeys = (offer: { ufrag: string; pwd: string }) => ({ ufrag: shift(offer.ufrag), pwd: shift(offer.pwd) });

/** `sdp` with its ICE user fragment and password replaced (Chromium accepts edited ones, findings 1c). */
export const withKeys = (sdp: string, keys: { ufrag: string; pwd: string }): string =>
  sdp.replace(/^a=ice-ufrag:.*$/gm, `a=ice-ufrag:${keys.ufrag}`).replace(/^a=ice-pwd:.*$/gm, `a=ice-pwd:${keys.pwd}`);

/**
 * The answer a known guest (its fingerprint) will make to the host's `offerSdp`, written by the
 * host: no candidates (the host learns the guest's address from its checks, findings 1a), or
 * null when the offer cannot be read.
 */
export function knownAnswer(offerSdp: string, fingerprint: string): string | null {
  const offer = describeSdp(offerSdp, 'offer');
  if (!offer.ok) return null;
  return expandDescription({ kind: 'answer', fingerprint, ...returnKeys(offer.value), candidates: [] });
}
