import { useId } from 'preact/hooks';
import { useT } from '../../../../i18n/useT';
import { RULER_COLOURS } from '../../data/colours';
import { MODES, MODE_PLAYERS } from '../../data/decks';
import { Chip, ChipGroup } from './Chips';
import { featuresOf, type JudgeDraft } from './draft';
import { capital, colourText } from './labels';

interface TableSetupProps {
  draft: JudgeDraft;
  /** The table came from a score sheet: its way to play and players are given, not asked. */
  fixed?: { names: readonly string[] };
  onSetup: (patch: Partial<Omit<JudgeDraft, 'plays' | 'selected'>>) => void;
}

/** The way to play, the player count (given when opened from a sheet) and, in "I am King", the trump colour. */
export function TableSetup({ draft, fixed, onSetup }: TableSetupProps) {
  const { t } = useT('royal-stake');
  const hid = useId();
  return (
    <section class="panel" aria-labelledby={hid}>
      <h2 id={hid}>{t('judgeUi.setup')}</h2>
      {fixed ? (
        <p data-testid="judge-table">
          {t('judgeUi.fromSheet', { mode: t(`judgeUi.modes.${draft.mode}`), names: fixed.names.join(', '), count: fixed.names.length })}
        </p>
      ) : (
        <ModeAndPlayers draft={draft} onSetup={onSetup} />
      )}
      {featuresOf(draft.mode).trump && (
        <ChipGroup label={t('judgeUi.trump')} hint={t('judgeUi.trumpHint')}>
          {RULER_COLOURS.map((c) => (
            <Chip key={c} swatch={c} pressed={draft.trump === c} testId={`judge-trump-${c}`} onClick={() => onSetup({ trump: c })}>
              {capital(colourText(t, c))}
            </Chip>
          ))}
        </ChipGroup>
      )}
    </section>
  );
}

/** The way to play and the player count, for a judge opened on its own. */
function ModeAndPlayers({ draft, onSetup }: Omit<TableSetupProps, 'fixed'>) {
  const { t } = useT('royal-stake');
  const range = MODE_PLAYERS[draft.mode];
  const counts = Array.from({ length: range.max - range.min + 1 }, (_, i) => range.min + i);
  return (
    <>
      <ChipGroup label={t('judgeUi.mode')}>
        {MODES.map((m) => (
          <Chip key={m} pressed={draft.mode === m} testId={`judge-mode-${m}`} onClick={() => onSetup({ mode: m })}>
            {t(`judgeUi.modes.${m}`)}
          </Chip>
        ))}
      </ChipGroup>
      {counts.length > 1 ? (
        <ChipGroup label={t('judgeUi.players')}>
          {counts.map((n) => (
            <Chip key={n} pressed={draft.players === n} testId={`judge-players-${n}`} onClick={() => onSetup({ players: n })}>
              {n}
            </Chip>
          ))}
        </ChipGroup>
      ) : (
        <p class="small">{t('judgeUi.playersFixed', { count: draft.players })}</p>
      )}
    </>
  );
}
