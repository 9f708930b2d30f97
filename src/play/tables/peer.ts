/**
 * The browser's half of pairing: one `RTCPeerConnection` per guest with no ICE servers (phones at
 * one table meet on their own Wi-Fi or a hotspot), one ordered, reliable channel `stolik/1`, and
 * whole offers and answers (no trickle: a QR code carries the candidates once). The codes are
 * made and read by `sdpCodec.ts`; everything that can fail answers a code, never throws.
 */
import { fail, ok, type Result } from '../../lib/result';
import { knownAnswer, returnKeys, withKeys } from './returnKeys';
import { decodePairingCode, encodePairingCode, expandDescription, type PairingDescription } from './sdpCodec';

export const CHANNEL_LABEL = 'stolik/1';
/** Gathering on a phone with no network never completes; what was found by then is used. */
const GATHER_MS = 3_000;

export interface Pairing {
  pc: RTCPeerConnection;
  /** The text in the QR code (and under it, to copy). */
  code: string;
  /** Resolves when the channel opens; never rejects (a failed pairing simply never opens). */
  channel: Promise<RTCDataChannel>;
}

/** A certificate for this phone: reused across games so the host knows a returning phone. */
export const newCertificate = (): Promise<RTCCertificate> => RTCPeerConnection.generateCertificate({ name: 'ECDSA', namedCurve: 'P-256' } as EcKeyGenParams);

const connection = (certificate?: RTCCertificate) => new RTCPeerConnection({ iceServers: [], ...(certificate ? { certificates: [certificate] } : {}) });

function gathered(pc: RTCPeerConnection): Promise<void> {
  return new Promise((resolve) => {
    if (pc.iceGatheringState === 'complete') return resolve();
    const timer = setTimeout(resolve, GATHER_MS);
    pc.addEventListener('icegatheringstatechange', () => {
      if (pc.iceGatheringState !== 'complete') return;
      clearTimeout(timer);
      resolve();
    });
  });
}

const opened = (ch: RTCDataChannel): Promise<RTCDataChannel> =>
  ch.readyState === 'open' ? Promise.resolve(ch) : new Promise((resolve) => ch.addEventListener('open', () => resolve(ch), { once: true }));

/** The host's side, step 1: a connection and its offer code. */
export async function offer(certificate?: RTCCertificate): Promise<Result<Pairing>> {
  try {
    const pc = connection(certificate);
    const ch = pc.createDataChannel(CHANNEL_LABEL, { ordered: true });
    await pc.setLocalDescription(await pc.createOffer());
    await gathered(pc);
    const code = encodePairingCode(pc.localDescription?.sdp ?? '', 'offer');
    if (!code.ok) return (pc.close(), code);
    return ok({ pc, code: code.value, channel: opened(ch) });
  } catch {
    return fail('ERR_WEBRTC_UNAVAILABLE');
  }
}

/** The guest's side: read the host's code and answer it. */
export async function answer(offerCode: string, certificate?: RTCCertificate): Promise<Result<Pairing & { host: PairingDescription }>> {
  const host = decodePairingCode(offerCode);
  if (!host.ok) return host;
  if (host.value.kind !== 'offer') return fail('ERR_CODE_WRONG_KIND');
  try {
    const pc = connection(certificate);
    const channel = new Promise<RTCDataChannel>((resolve) =>
      pc.addEventListener('datachannel', (e) => e.channel.label === CHANNEL_LABEL && void opened(e.channel).then(resolve)),
    );
    await pc.setRemoteDescription({ type: 'offer', sdp: expandDescription(host.value) });
    const made = await pc.createAnswer();
    // Credentials the host can derive, so a host that knows this phone needs no second scan
    // (returnKeys.ts); a browser that refuses edited ones answers with its own (two scans).
    try {
      await pc.setLocalDescription({ type: 'answer', sdp: withKeys(made.sdp ?? '', returnKeys(host.value)) });
    } catch {
      await pc.setLocalDescription(made);
    }
    await gathered(pc);
    const code = encodePairingCode(pc.localDescription?.sdp ?? '', 'answer');
    if (!code.ok) return (pc.close(), code);
    return ok({ pc, code: code.value, channel, host: host.value });
  } catch {
    return fail('ERR_CODE_REFUSED');
  }
}

/**
 * The host's side for a phone it knows (`fingerprint`, from an earlier pairing): the offer, with
 * the guest's answer written here (returnKeys.ts), so one scan by the guest is enough. If the
 * guest's certificate changed, DTLS fails and the channel never opens: the caller falls back.
 */
export async function offerToKnown(certificate: RTCCertificate, fingerprint: string): Promise<Result<Pairing>> {
  const made = await offer(certificate);
  if (!made.ok) return made;
  const sdp = knownAnswer(made.value.pc.localDescription?.sdp ?? '', fingerprint);
  try {
    if (!sdp) throw new Error('offer');
    await made.value.pc.setRemoteDescription({ type: 'answer', sdp });
    return made;
  } catch {
    made.value.pc.close();
    return fail('ERR_WEBRTC_UNAVAILABLE');
  }
}

/**
 * Uses a return ticket (the other phone's standby offer, made by `offerToKnown` while both were
 * connected): answers it with the credentials that phone already wrote for us, so nothing has to
 * travel back and the channel opens by itself (findings 1c: 16-120 ms). Unlike `answer` it does
 * not wait for gathering: no code is shown. `from` is the ticket's fingerprint, for the caller to
 * check against the phone it expects; a ticket that cannot work simply never opens.
 */
export async function useTicket(
  ticket: string,
  certificate: RTCCertificate,
): Promise<Result<{ pc: RTCPeerConnection; from: string; channel: Promise<RTCDataChannel> }>> {
  const other = decodePairingCode(ticket);
  if (!other.ok) return other;
  if (other.value.kind !== 'offer') return fail('ERR_CODE_WRONG_KIND');
  try {
    const pc = connection(certificate);
    const channel = new Promise<RTCDataChannel>((resolve) =>
      pc.addEventListener('datachannel', (e) => e.channel.label === CHANNEL_LABEL && void opened(e.channel).then(resolve)),
    );
    await pc.setRemoteDescription({ type: 'offer', sdp: expandDescription(other.value) });
    const made = await pc.createAnswer();
    await pc.setLocalDescription({ type: 'answer', sdp: withKeys(made.sdp ?? '', returnKeys(other.value)) });
    return ok({ pc, from: other.value.fingerprint, channel });
  } catch {
    return fail('ERR_CODE_REFUSED');
  }
}

/** The host's side, step 2: the guest's answer; returns the guest's fingerprint (its seat credential). */
export async function accept(pairing: Pairing, answerCode: string): Promise<Result<string>> {
  const guest = decodePairingCode(answerCode);
  if (!guest.ok) return guest;
  if (guest.value.kind !== 'answer') return fail('ERR_CODE_WRONG_KIND');
  try {
    await pairing.pc.setRemoteDescription({ type: 'answer', sdp: expandDescription(guest.value) });
    return ok(guest.value.fingerprint);
  } catch {
    return fail('ERR_CODE_REFUSED');
  }
}
