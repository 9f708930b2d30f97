/**
 * This phone's DTLS certificate, made once per page and reused for every pairing, so a guest that
 * pairs again (a lost connection) is recognised by its fingerprint and gets its own seat back.
 */
import { newCertificate } from './peer';

let mine: Promise<RTCCertificate> | null = null;

/** The certificate every connection of this page uses. */
export function phoneCertificate(): Promise<RTCCertificate> {
  mine ??= newCertificate().catch((e: unknown) => {
    mine = null;
    throw e;
  });
  return mine;
}
