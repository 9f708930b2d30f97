/**
 * Pairing codes: a WebRTC offer or answer reduced to what the other phone cannot know (the DTLS
 * fingerprint, the ICE user fragment and password, the host candidates) and rebuilt from a fixed
 * template there. A 560-1,234 byte SDP needs QR version 16; this is 55-107 bytes, Base45 83-161
 * characters, QR version 4-7 (measured: shared/reference/across-phones-findings.md, 1b).
 *
 * Layout: [header: codec version << 4 | kind][32 B SHA-256 fingerprint][ufrag][pwd][n][candidates]
 * where ufrag and pwd are [length | 0x80 when Base64-packed][bytes] and a candidate is
 * [address kind][4 B IPv4 | 16 B IPv6 | 16 B mDNS UUID][2 B port]. TCP and non-host candidates are
 * dropped: at a table with no server only host candidates can meet.
 */
import { fail, ok, type Result } from '../../lib/result';
import { fromBase45, toBase45 } from './base45';
import { formatIPv6, parseIPv6 } from './ipv6';

/** Bumped when the layout changes: an older phone then says "another version of Stolik". */
export const CODEC_VERSION = 1;
/** A SHA-256 certificate fingerprint as SDP writes it (upper-case hex pairs): what names a phone. */
export const FINGERPRINT = /^([0-9A-F]{2}:){31}[0-9A-F]{2}$/;
export type PairingKind = 'offer' | 'answer';
const KINDS: readonly PairingKind[] = ['offer', 'answer'];
/** Phones with many interfaces keep the QR small: at most two candidates of each kind, four in all. */
const MAX_PER_KIND = 2;
const MAX_CANDIDATES = 4;

export interface Candidate {
  kind: 'ipv4' | 'ipv6' | 'mdns';
  address: string;
  port: number;
}
export interface PairingDescription {
  kind: PairingKind;
  /** SHA-256 fingerprint, upper-case hex pairs joined by ':' as in the SDP: the phone's identity. */
  fingerprint: string;
  ufrag: string;
  pwd: string;
  candidates: Candidate[];
}

const ADDRESS_KIND = { ipv4: 1, ipv6: 2, mdns: 3 } as const;
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const MDNS = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\.local$/i;
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** Reads what the codec keeps from an SDP; `ERR_SDP_UNSUPPORTED` when something it needs is absent. */
export function describeSdp(sdp: string, kind: PairingKind): Result<PairingDescription> {
  const line = (prefix: string) =>
    sdp
      .split(/\r?\n/)
      .find((l) => l.startsWith(prefix))
      ?.slice(prefix.length)
      .trim();
  const fingerprint = line('a=fingerprint:sha-256 ')?.toUpperCase();
  const ufrag = line('a=ice-ufrag:');
  const pwd = line('a=ice-pwd:');
  if (!fingerprint || !FINGERPRINT.test(fingerprint) || !ufrag || !pwd) return fail('ERR_SDP_UNSUPPORTED');
  if (ufrag.length > 127 || pwd.length > 127) return fail('ERR_SDP_UNSUPPORTED');
  const candidates: Candidate[] = [];
  for (const l of sdp.split(/\r?\n/)) {
    const m = /^a=candidate:\S+ 1 udp \d+ (\S+) (\d+) typ host/i.exec(l);
    if (!m) continue;
    const c = candidate(m[1]!, Number(m[2]));
    if (c && candidates.filter((x) => x.kind === c.kind).length < MAX_PER_KIND && candidates.length < MAX_CANDIDATES) candidates.push(c);
  }
  return ok({ kind, fingerprint, ufrag, pwd, candidates });
}

function candidate(address: string, port: number): Candidate | null {
  if (!Number.isInteger(port) || port < 1 || port > 65535) return null;
  if (IPV4.test(address) && address.split('.').every((p) => Number(p) <= 255)) return { kind: 'ipv4', address, port };
  if (MDNS.test(address)) return { kind: 'mdns', address: address.toLowerCase(), port };
  const v6 = parseIPv6(address);
  return v6 ? { kind: 'ipv6', address: formatIPv6(v6), port } : null;
}

/** Packs a description into bytes (see the layout above). */
export function packDescription(d: PairingDescription): Uint8Array {
  const out: number[] = [(CODEC_VERSION << 4) | KINDS.indexOf(d.kind)];
  out.push(...d.fingerprint.split(':').map((h) => parseInt(h, 16)));
  for (const s of [d.ufrag, d.pwd]) out.push(...packIceString(s));
  out.push(d.candidates.length);
  for (const c of d.candidates) {
    out.push(ADDRESS_KIND[c.kind]);
    if (c.kind === 'ipv4') out.push(...c.address.split('.').map(Number));
    else if (c.kind === 'ipv6') out.push(...parseIPv6(c.address)!);
    else out.push(...hexBytes(c.address.replace('.local', '').replace(/-/g, '')));
    out.push(c.port >> 8, c.port & 0xff);
  }
  return Uint8Array.from(out);
}

/** Reads packed bytes back; anything short, long or unknown is a refusal, never a throw. */
export function unpackDescription(bytes: Uint8Array): Result<PairingDescription> {
  const r = new Reader(bytes);
  const header = r.byte();
  if (header === null) return fail('ERR_CODE_UNREADABLE');
  if (header >> 4 !== CODEC_VERSION) return fail('ERR_VERSION', { version: header >> 4 });
  const kind = KINDS[header & 0x0f];
  const fp = r.take(32);
  const ufrag = readIceString(r);
  const pwd = readIceString(r);
  const n = r.byte();
  if (!kind || !fp || ufrag === null || pwd === null || n === null || n > MAX_CANDIDATES) return fail('ERR_CODE_UNREADABLE');
  const candidates: Candidate[] = [];
  for (let i = 0; i < n; i++) {
    const k = r.byte();
    const size = k === 1 ? 4 : k === 2 || k === 3 ? 16 : 0;
    const addr = size ? r.take(size) : null;
    const port = r.take(2);
    if (!addr || !port) return fail('ERR_CODE_UNREADABLE');
    const p = port[0]! * 256 + port[1]!;
    if (p === 0) return fail('ERR_CODE_UNREADABLE');
    if (k === 1) candidates.push({ kind: 'ipv4', address: [...addr].join('.'), port: p });
    else if (k === 2) candidates.push({ kind: 'ipv6', address: formatIPv6([...addr]), port: p });
    else candidates.push({ kind: 'mdns', address: uuid(addr), port: p });
  }
  if (!r.done()) return fail('ERR_CODE_UNREADABLE');
  return ok({ kind, fingerprint: [...fp].map((b) => b.toString(16).toUpperCase().padStart(2, '0')).join(':'), ufrag, pwd, candidates });
}

/** The full SDP the browser needs, rebuilt from the fixed template Stolik's own phones produce. */
export function expandDescription(d: PairingDescription): string {
  const session = BigInt('0x' + d.fingerprint.replace(/:/g, '').slice(0, 15)).toString();
  const lines = [
    'v=0',
    `o=- ${session} 2 IN IP4 127.0.0.1`,
    's=-',
    't=0 0',
    'a=group:BUNDLE 0',
    'a=msid-semantic: WMS',
    'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
    'c=IN IP4 0.0.0.0',
    // Earlier candidates were preferred by the phone that made them; keep that order.
    ...d.candidates.map((c, i) => `a=candidate:${i + 1} 1 udp ${126 * 2 ** 24 + (65535 - i) * 256 + 255} ${c.address} ${c.port} typ host generation 0`),
    `a=ice-ufrag:${d.ufrag}`,
    `a=ice-pwd:${d.pwd}`,
    'a=ice-options:trickle',
    `a=fingerprint:sha-256 ${d.fingerprint}`,
    `a=setup:${d.kind === 'offer' ? 'actpass' : 'active'}`,
    'a=mid:0',
    'a=sctp-port:5000',
    'a=max-message-size:262144',
  ];
  return lines.join('\r\n') + '\r\n';
}

/** SDP -> the text shown under the QR (and inside it). */
export function encodePairingCode(sdp: string, kind: PairingKind): Result<string> {
  const d = describeSdp(sdp, kind);
  return d.ok ? ok(toBase45(packDescription(d.value))) : d;
}

/**
 * Text from a scan or a paste -> the description. Letters are upper-cased (Base45 has no lower
 * case, so a code typed by hand still reads); line breaks from a paste are dropped.
 */
export function decodePairingCode(text: string): Result<PairingDescription> {
  if (typeof text !== 'string' || text.length > 400) return fail('ERR_CODE_UNREADABLE');
  const clean = text.replace(/[\r\n\t]/g, '').toUpperCase();
  const read = (t: string) => {
    const bytes = fromBase45(t);
    return bytes.ok ? unpackDescription(bytes.value) : bytes;
  };
  const first = read(clean);
  // A space is a Base45 digit, and about one certificate in 45 makes every code of its phone
  // begin with one: a trim (ours, or a copy and paste) drops it. Read such a code with it put back
  // (the header, the exact length and every field still have to hold).
  if (first.ok || clean.startsWith(' ')) return first;
  const spaced = read(` ${clean}`);
  return spaced.ok ? spaced : first;
}

function packIceString(s: string): number[] {
  const packable = s.length % 4 === 0 && [...s].every((c) => B64.includes(c));
  if (!packable) return [s.length, ...[...s].map((c) => c.charCodeAt(0) & 0x7f)];
  const out: number[] = [];
  for (let i = 0; i < s.length; i += 4) {
    const n = [...s.slice(i, i + 4)].reduce((acc, c) => acc * 64 + B64.indexOf(c), 0);
    out.push((n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff);
  }
  return [0x80 | s.length, ...out];
}

function readIceString(r: Reader): string | null {
  const head = r.byte();
  if (head === null) return null;
  const length = head & 0x7f;
  if (length === 0) return null;
  if (!(head & 0x80)) {
    const raw = r.take(length);
    if (!raw) return null;
    const s = String.fromCharCode(...raw);
    // ICE characters are printable ASCII with no space (RFC 8839).
    return /^[\x21-\x7e]+$/.test(s) ? s : null;
  }
  if (length % 4 !== 0) return null;
  const raw = r.take((length / 4) * 3);
  if (!raw) return null;
  let s = '';
  for (let i = 0; i < raw.length; i += 3) {
    const n = (raw[i]! << 16) | (raw[i + 1]! << 8) | raw[i + 2]!;
    s += B64[(n >> 18) & 63]! + B64[(n >> 12) & 63]! + B64[(n >> 6) & 63]! + B64[n & 63]!;
  }
  return s;
}

const hexBytes = (hex: string): number[] => Array.from({ length: hex.length / 2 }, (_, i) => parseInt(hex.slice(i * 2, i * 2 + 2), 16));
const uuid = (b: Uint8Array): string => {
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}.local`;
};

/** A cursor over bytes that answers null instead of reading past the end. */
class Reader {
  private at = 0;
  constructor(private readonly bytes: Uint8Array) {}
  byte(): number | null {
    return this.at < this.bytes.length ? this.bytes[this.at++]! : null;
  }
  take(n: number): Uint8Array | null {
    if (this.at + n > this.bytes.length) return null;
    this.at += n;
    return this.bytes.subarray(this.at - n, this.at);
  }
  done(): boolean {
    return this.at === this.bytes.length;
  }
}
