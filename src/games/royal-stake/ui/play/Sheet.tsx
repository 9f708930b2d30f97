/** The platform's sheet (src/play/Sheet.tsx) with Royal Stake's "Close"; a sheet with its own closing text ("Next round") makes it the main action. */
import type { ComponentChildren } from 'preact';
import { useT } from '../../../../i18n/useT';
import { Sheet as PlaySheet } from '../../../../play/Sheet';
import { GAME } from './names';

interface SheetProps {
  title: string;
  onClose: () => void;
  children: ComponentChildren;
  testId?: string;
  /** Text of the closing button (default "Close"); the round summary says "Next round". */
  closeText?: string;
}

export function Sheet({ closeText, ...rest }: SheetProps) {
  const { t } = useT(GAME);
  return <PlaySheet {...rest} closeText={closeText ?? t('table.close')} primary={closeText !== undefined} />;
}
