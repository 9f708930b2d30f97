import { useT } from '../../../../i18n/useT';
import { isColour, type Colour } from '../../data/colours';
import { Check } from './Chips';
import { entryKings, type StdEntry, type StdInput } from './input';
import { GAME } from './names';

/**
 * Two players, round 3: a player 100 VP behind takes a deal king of rounds 1-2 (200 behind:
 * both) and plays it as their own. Each can be marked taken, then used; "took none" is its own
 * mark (stored as []), so a trailing player's answer is never assumed (see missing.ts).
 */
export function CatchUpKings({
  input,
  entry,
  onEntry,
  testid,
  missing,
}: {
  input: StdInput;
  entry: StdEntry;
  onEntry: (fn: (e: StdEntry) => StdEntry) => void;
  testid?: string;
  /** The answer is still owed: the group is marked like any missing value. */
  missing?: boolean;
}) {
  const { t } = useT(GAME);
  const kings = input.rounds
    .slice(0, 2)
    .map((x) => x.jesterDealKing)
    // Only kings that are colours: a damaged saved deal king is refused by the scorer, not offered here.
    .filter((c): c is Colour => isColour(c));
  const taken = entryKings(entry);
  // Unticking the last king (or "none") returns to "not answered": only a tap on "none" says none.
  const setKings = (list: NonNullable<StdEntry['extraKings']> | undefined) =>
    onEntry((e) => {
      const next: StdEntry = { ...e, extraKings: list };
      if (list === undefined) delete next.extraKings;
      return next;
    });
  const drop = (c: Colour) => {
    const rest = taken.filter((k) => k.colour !== c);
    setKings(rest.length > 0 ? rest : undefined);
  };
  if (kings.length === 0) return null;
  return (
    <div class={`rs-catch-up${missing ? ' rs-missing' : ''}`} data-testid={testid} role="group" aria-label={t('scoreUi.missing.catchUpKings')}>
      <Check label={t('scoreUi.flags.catchUpNone')} checked={entry.extraKings?.length === 0} onChange={(on) => setKings(on ? [] : undefined)} />
      {kings.map((c) => {
        const mine = taken.find((k) => k.colour === c);
        const name = t(`colours.${c}`);
        return (
          <div key={c}>
            <Check
              label={t('scoreUi.flags.catchUpKing', { colour: name })}
              checked={!!mine}
              onChange={(on) => (on ? setKings([...taken, { colour: c, used: false }]) : drop(c))}
            />
            {mine && (
              <Check
                label={t('scoreUi.flags.catchUpUsed', { colour: name })}
                checked={mine.used}
                onChange={(used) => setKings(taken.map((k) => (k.colour === c ? { ...k, used } : k)))}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
