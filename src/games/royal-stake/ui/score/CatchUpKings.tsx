import { useT } from '../../../../i18n/useT';
import type { Colour } from '../../data/colours';
import { Check } from './Chips';
import type { StdEntry, StdInput } from './input';
import { GAME } from './names';

/**
 * Two players, round 3: a player 100 VP behind takes a deal king of rounds 1-2 (200 behind:
 * both) and plays it as their own. Each can be marked taken, then used.
 */
export function CatchUpKings({ input, entry, onEntry }: {
  input: StdInput;
  entry: StdEntry;
  onEntry: (fn: (e: StdEntry) => StdEntry) => void;
}) {
  const { t } = useT(GAME);
  const kings = input.rounds.slice(0, 2).map((x) => x.jesterDealKing).filter((c): c is Colour => c !== undefined);
  const taken = entry.extraKings ?? [];
  const setKings = (list: NonNullable<StdEntry['extraKings']>) =>
    onEntry((e) => {
      const next: StdEntry = { ...e, extraKings: list };
      if (list.length === 0) delete next.extraKings;
      return next;
    });
  return (
    <>
      {kings.map((c) => {
        const mine = taken.find((k) => k.colour === c);
        const name = t(`colours.${c}`);
        return (
          <div key={c}>
            <Check label={t('scoreUi.flags.catchUpKing', { colour: name })} checked={!!mine}
              onChange={(on) => setKings(on ? [...taken, { colour: c, used: false }] : taken.filter((k) => k.colour !== c))} />
            {mine && (
              <Check label={t('scoreUi.flags.catchUpUsed', { colour: name })} checked={mine.used}
                onChange={(used) => setKings(taken.map((k) => (k.colour === c ? { ...k, used } : k)))} />
            )}
          </div>
        );
      })}
    </>
  );
}
