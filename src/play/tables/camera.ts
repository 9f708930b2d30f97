/**
 * Camera permission, asked before any RTCPeerConnection exists: only then does Chromium offer the
 * addresses of every interface, which rescues a hotspot owner with no mobile data (findings, 1a).
 * A refusal is not fatal here: the codes can still be pasted.
 */

/** Opens the camera for an instant and reports whether it was allowed. */
export async function askCamera(): Promise<'granted' | 'denied' | 'missing'> {
  if (!navigator.mediaDevices?.getUserMedia) return 'missing';
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ video: true });
    for (const track of stream.getTracks()) track.stop();
    return 'granted';
  } catch (e) {
    return e instanceof DOMException && e.name === 'NotFoundError' ? 'missing' : 'denied';
  }
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
