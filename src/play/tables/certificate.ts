/**
 * This phone's DTLS certificate, kept in IndexedDB (tableMemory.ts) and reused for every pairing,
 * so its fingerprint survives a reload (findings 1c): a host knows a returning guest by it, and
 * that is what lets one code from the host bring a known phone back (returnKeys.ts).
 */
import { newCertificate } from './peer';
import { loadCertificate, saveCertificate } from './tableMemory';

let mine: Promise<RTCCertificate> | null = null;

async function storedOrNew(): Promise<RTCCertificate> {
  const kept = await loadCertificate(Date.now());
  if (kept) return kept;
  const made = await newCertificate();
  await saveCertificate(made);
  return made;
}

/** The certificate every connection of this phone uses. */
export function phoneCertificate(): Promise<RTCCertificate> {
  mine ??= storedOrNew().catch((e: unknown) => {
    mine = null;
    throw e;
  });
  return mine;
}
