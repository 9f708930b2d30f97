import type { JSX } from 'preact';

type Props = Omit<JSX.ButtonHTMLAttributes<HTMLButtonElement>, 'label' | 'icon'> & { icon: string; label: string };

/**
 * A button that shows a symbol (×, ↑, −) and is named in words for screen readers. The
 * symbol is hidden from assistive tech, so the spoken name and the visible label never clash.
 */
export function IconButton({ icon, label, ...rest }: Props) {
  return (
    <button type="button" {...rest}>
      <span aria-hidden="true">{icon}</span>
      <span class="sr-only">{label}</span>
    </button>
  );
}
