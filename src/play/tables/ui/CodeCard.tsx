/**
 * A pairing code as a QR code (drawn by lean-qr, loaded with this screen only) with the same code
 * as text under it and "Copy", for a phone whose camera cannot read the other's screen.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { useT } from '../../../i18n/useT';

export function CodeCard({ code, label }: { code: string; label: string }) {
  const { t } = useT('play');
  const canvas = useRef<HTMLCanvasElement>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  useEffect(() => {
    let live = true;
    void import('lean-qr').then(({ generate, correction }) => {
      if (!live || !canvas.current) return;
      // Level M: a phone's screen photographed by another phone loses a few modules to glare.
      generate(code, { minCorrectionLevel: correction.M }).toCanvas(canvas.current, { on: [0, 0, 0, 255], off: [255, 255, 255, 255] });
    });
    return () => {
      live = false;
    };
  }, [code]);
  const copy = () =>
    navigator.clipboard?.writeText(code).then(
      () => setCopied('yes'),
      () => setCopied('no'),
    ) ?? setCopied('no');
  return (
    <figure class="pair-code">
      <canvas ref={canvas} class="pair-qr" role="img" aria-label={label} />
      <figcaption>
        <code data-testid="pair-code" class="pair-text">
          {code}
        </code>
        <button type="button" onClick={() => void copy()}>
          {t('tables.copy')}
        </button>
        <span role="status">{copied === 'yes' ? t('tables.copied') : copied === 'no' ? t('tables.copyFailed') : ''}</span>
      </figcaption>
    </figure>
  );
}
