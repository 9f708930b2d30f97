import { Editable } from '../../../../ui/score/ReadValue';
import { useT } from '../../../../i18n/useT';
import { Stepper } from '../../../../ui/Stepper';
import type { Colour } from '../../data/colours';
import { TRICKS_PER_ROUND } from '../../data/decks';
import { Check, Chip, ColourChips } from './Chips';
import { mapEntry, patchRound, withCount } from './edits';
import type { KingEntry, KingInput } from './input';
import { GAME } from './names';
import type { RoundProps } from './RoundEditor';
import { TricksStep } from './TricksStep';

const flags = (one: number, more: number): number[] => [...Array<number>(one).fill(1), ...Array<number>(more).fill(2)];

/**
 * One round of "I am King": who won the auction, everyone's rulers for this round, the tricks,
 * then the red queen and the white flags that beat rarities (100, or 200 over two or more).
 */
export function KingRound({ input, r, seats, onChange }: RoundProps<KingInput>) {
  const { t } = useT(GAME);
  const round = input.rounds[r]!;
  const set = (id: string, fn: (e: KingEntry) => KingEntry) => onChange((i) => mapEntry<KingEntry>(i, r, id, fn));
  const rulersOf = (id: string) => round.players[id]?.rulers;
  return (
    <>
      <h3>{t('scoreUi.king.who')}</h3>
      <Editable label={t('scoreUi.king.who')} value={seats.find((s) => s.id === round.king)?.name ?? null}>
        <div class="chips" role="group" aria-label={t('scoreUi.king.who')}>
          {seats.map((s) => (
            <Chip key={s.id} on={round.king === s.id} onClick={() => onChange((i) => patchRound(i, r, { king: s.id }))}>
              {s.name}
            </Chip>
          ))}
        </div>
      </Editable>
      <h3>{t('scoreUi.king.rulers')}</h3>
      {seats.map((s) => (
        <div key={s.id}>
          <p class="seat-name">{s.name}</p>
          <ColourChips
            label={t('scoreUi.setup.rulersOf', { name: s.name })}
            value={rulersOf(s.id)}
            taken={seats
              .filter((o) => o.id !== s.id)
              .map((o) => rulersOf(o.id))
              .filter((c): c is Colour => !!c)}
            onPick={(c) => set(s.id, (e) => ({ ...e, rulers: c, redQueen: c === 'red' && e.redQueen }))}
          />
        </div>
      ))}
      <h3>{t('scoreUi.step.tricks')}</h3>
      <TricksStep
        seats={seats}
        total={TRICKS_PER_ROUND['i-am-king']}
        tricks={(id) => round.players[id]?.tricks}
        onSet={(id, n) => set(id, (e) => withCount(e, 'tricks', n))}
      />
      <h3>{t('scoreUi.king.extras')}</h3>
      {seats.map((s) => {
        const e = round.players[s.id]!;
        const one = e.flagWins.filter((x) => x === 1).length;
        const more = e.flagWins.length - one;
        return (
          <fieldset key={s.id} data-testid={`cards-${s.name}`}>
            <legend>{s.name}</legend>
            <div class="field-grid">
              <Stepper
                label={t('scoreUi.king.flagOne')}
                value={one}
                min={0}
                max={TRICKS_PER_ROUND['i-am-king']}
                onChange={(n) => set(s.id, (x) => ({ ...x, flagWins: flags(n, more) }))}
              />
              <Stepper
                label={t('scoreUi.king.flagMore')}
                value={more}
                min={0}
                max={TRICKS_PER_ROUND['i-am-king']}
                onChange={(n) => set(s.id, (x) => ({ ...x, flagWins: flags(one, n) }))}
              />
            </div>
            {e.rulers === 'red' && (
              <Check label={t('scoreUi.king.redQueen')} checked={e.redQueen} onChange={(v) => set(s.id, (x) => ({ ...x, redQueen: v }))} />
            )}
          </fieldset>
        );
      })}
    </>
  );
}
