import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';
import type { Colour } from '../../data/colours';
import { SWATCH } from './labels';

/** A row of chips under a visible label that also names the group for screen readers. */
export function ChipGroup({ label, hint, children }: { label: string; hint?: string; children: ComponentChildren }) {
  const id = useId();
  return (
    <div class="chips" role="group" aria-labelledby={id}>
      <span id={id} class="small" style={{ flexBasis: '100%' }}>
        {label}
        {hint && <span class="hint"> {hint}</span>}
      </span>
      {children}
    </div>
  );
}

interface ChipProps {
  pressed?: boolean;
  onClick: () => void;
  children: ComponentChildren;
  testId?: string;
  /** A colour swatch before the text (decoration: the text names the colour). */
  swatch?: Colour;
  /** Bigger type for the card pad, where chips are tapped most. */
  big?: boolean;
}

/** One big tappable chip; `pressed` marks the current choice of a group or an active toggle. */
export function Chip({ pressed, onClick, children, testId, swatch, big }: ChipProps) {
  return (
    <button
      type="button"
      class="chip"
      aria-pressed={pressed ?? false}
      data-testid={testId}
      onClick={onClick}
      style={big ? { minWidth: '3.25rem', minHeight: '48px', fontWeight: 700, fontSize: '1.1rem' } : undefined}
    >
      {swatch && <Swatch colour={swatch} />}
      {children}
    </button>
  );
}

/** A small round colour sample. */
export function Swatch({ colour }: { colour: Colour }) {
  return <span class="dot big" aria-hidden="true" style={{ background: SWATCH[colour], border: '1px solid var(--muted)' }} />;
}
