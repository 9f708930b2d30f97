/**
 * Camera permission, asked before any RTCPeerConnection exists: only then does Chromium offer the
 * addresses of every interface, which rescues a hotspot owner with no mobile data (findings, 1a).
 * A refusal is not fatal here: the codes can still be pasted.
 */

type Asked = 'granted' | 'denied' | 'missing';

/** How long the permission's status may take to come (it is read from the browser, never asked). */
const QUERY_MS = 1_000;

/** This document has opened the camera once: every later connection already has its addresses. */
let granted: Promise<Asked> | null = null;

/**
 * Chromium decides which addresses a connection may gather and publish by the camera permission's
 * status, not by an open camera: a connection made with the permission granted and no camera
 * opened gathers every interface's real address (checked in Chromium 156: no mDNS names). Only
 * Chromium has `navigator.userAgentData`. WebKit lifts its filter for a document only once
 * getUserMedia was allowed in it, so elsewhere the camera is still opened (once).
 * Answers whether the status is "granted", or null where it cannot be read.
 */
function chromiumStatus(): Promise<boolean> | null {
  if (!('userAgentData' in navigator) || !navigator.permissions?.query) return null;
  try {
    return navigator.permissions.query({ name: 'camera' as PermissionName }).then(
      (p) => p.state === 'granted',
      () => false,
    );
  } catch {
    return null;
  }
}

/** The camera step itself: the permission's status where Chromium gives it, else the camera opened. */
async function ask(): Promise<Asked> {
  const status = chromiumStatus();
  if (!status) return openForAnInstant();
  // A status that never answers must not hold every pairing of the page (they share this one
  // answer): after QUERY_MS the camera is opened as in any other browser. A late "granted" still
  // counts: on a busy phone the status came after a second while a camera with no device took
  // 6 s to refuse (measured in the e2e's Chromium under load), and every tap on "Invite" waited.
  let late: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<null>((resolve) => (late = setTimeout(() => resolve(null), QUERY_MS)));
  const first = await Promise.race([status, slow]);
  clearTimeout(late);
  if (first !== null) return first ? 'granted' : openForAnInstant();
  const granted = status.then((yes) => (yes ? ('granted' as const) : new Promise<never>(() => undefined)));
  return Promise.race([granted, openForAnInstant()]);
}

/** Opens the camera for an instant and reports whether it was allowed. */
async function openForAnInstant(): Promise<Asked> {
  if (!navigator.mediaDevices?.getUserMedia) return 'missing';
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ video: true });
    for (const track of stream.getTracks()) track.stop();
    return 'granted';
  } catch (e) {
    return e instanceof DOMException && e.name === 'NotFoundError' ? 'missing' : 'denied';
  }
}

/**
 * Makes sure the camera permission is granted before a connection is made. Asked once per
 * document: the host answering four tickets after a reload, or a guest trying its ticket again,
 * opened the camera every time (about 0.85 s of a host reload's 1.9 s rejoin, measured in the
 * five-phone e2e). A refusal is asked again next time (the person may have changed their mind).
 */
export function askCamera(): Promise<Asked> {
  granted ??= ask().then((r) => {
    if (r !== 'granted') granted = null;
    return r;
  });
  return granted;
}

/** The back camera's stream for the scanner, or why there is none. */
export async function openCamera(): Promise<{ ok: true; stream: MediaStream } | { ok: false; error: 'ERR_CAMERA_DENIED' | 'ERR_CAMERA_MISSING' }> {
  if (!navigator.mediaDevices?.getUserMedia) return { ok: false, error: 'ERR_CAMERA_MISSING' };
  try {
    return { ok: true, stream: await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } }) };
  } catch (e) {
    return { ok: false, error: e instanceof DOMException && e.name === 'NotFoundError' ? 'ERR_CAMERA_MISSING' : 'ERR_CAMERA_DENIED' };
  }
}
