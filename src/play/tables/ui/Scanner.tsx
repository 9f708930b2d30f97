/**
 * The camera scanner: the back camera in a video, read a few times a second by the native
 * BarcodeDetector where the browser has one (Chrome on Android), otherwise by the zxing-wasm
 * polyfill served from Stolik itself (never a CDN: it must work in airplane mode).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { useT } from '../../../i18n/useT';
import { openCamera } from '../camera';
import { qrDetector, type QrDetector } from '../detector';

const EVERY_MS = 250;

export function Scanner({ label, onCode, onClose }: { label: string; onCode(code: string): void; onClose(): void }) {
  const { t } = useT('play');
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void (async () => {
      const cam = await openCamera();
      if (!live) return cam.ok && stopAll(cam.stream);
      if (!cam.ok) return setError(cam.error);
      stream = cam.stream;
      const v = video.current!;
      v.srcObject = stream;
      await v.play().catch(() => undefined);
      let detector: QrDetector;
      try {
        detector = await qrDetector();
      } catch {
        return live && setError('ERR_SCANNER_UNAVAILABLE');
      }
      const tick = async () => {
        if (!live) return;
        const found = v.readyState >= 2 ? await detector(v).catch(() => null) : null;
        if (!live) return;
        if (found) return onCode(found);
        timer = setTimeout(() => void tick(), EVERY_MS);
      };
      void tick();
    })();
    return () => {
      live = false;
      clearTimeout(timer);
      if (stream) stopAll(stream);
    };
  }, []);
  return (
    <div class="pair-scanner">
      {error ? (
        <p role="alert" class="field-error">
          {t(`tables.errors.${error}`)}
        </p>
      ) : (
        <video ref={video} class="pair-video" muted playsInline aria-label={label} />
      )}
      <button type="button" onClick={onClose}>
        {t('tables.stopScan')}
      </button>
    </div>
  );
}

function stopAll(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}
