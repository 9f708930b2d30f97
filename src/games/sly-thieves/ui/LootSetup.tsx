import { useState } from 'preact/hooks';
import { ScoreSetup } from '../../../ui/score/ScoreSetup';
import type { ValueCounts, Variant } from '../score/parse';
import { DEFAULT_BANK, initialInput } from './input';
import { Options } from './Options';

/** New Sly Thieves sheet: the gangs in seating order, the variant and the tile split in use. */
export function LootSetup() {
  const [variant, setVariant] = useState<Variant>('basic');
  const [bank, setBank] = useState<ValueCounts | null>({ ...DEFAULT_BANK });
  return (
    <ScoreSetup game="sly-thieves" initialData={(seats) => initialInput(seats, variant, bank)}>
      <Options variant={variant} bank={bank} onVariant={setVariant} onBank={setBank} />
    </ScoreSetup>
  );
}
