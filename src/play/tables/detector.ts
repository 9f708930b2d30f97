/**
 * A QR reader for video frames: the browser's own BarcodeDetector when it reads QR codes, else the
 * barcode-detector polyfill over zxing-wasm, whose wasm file is bundled and served from Stolik's
 * own origin (precached by the service worker), never fetched from a CDN.
 */

/** Reads one frame; null when no QR code is in it. */
export type QrDetector = (source: HTMLVideoElement) => Promise<string | null>;

interface DetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface DetectorClass {
  new (opts: { formats: ['qr_code'] }): DetectorLike;
  getSupportedFormats?(): Promise<readonly string[]>;
}

let made: Promise<QrDetector> | null = null;

/** The detector this phone uses (made once per page). */
export function qrDetector(): Promise<QrDetector> {
  made ??= pick().catch((e: unknown) => {
    made = null;
    throw e;
  });
  return made;
}

/** Which kind of scanner this phone has: for the "Check connection" screen. */
export async function scannerKind(): Promise<'native' | 'wasm'> {
  const native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  const formats = native?.getSupportedFormats ? await native.getSupportedFormats().catch((): readonly string[] => []) : [];
  return formats.includes('qr_code') ? 'native' : 'wasm';
}

async function pick(): Promise<QrDetector> {
  const kind = await scannerKind();
  const Detector: DetectorClass =
    kind === 'native' ? (globalThis as unknown as { BarcodeDetector: DetectorClass }).BarcodeDetector : await import('./zxing').then((m) => m.ZxingDetector);
  const d = new Detector({ formats: ['qr_code'] });
  return async (source) => (await d.detect(source))[0]?.rawValue ?? null;
}
