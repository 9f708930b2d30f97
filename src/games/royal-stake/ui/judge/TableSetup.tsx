import { useId } from 'preact/hooks';
import { useT } from '../../../../i18n/useT';
import { RULER_COLOURS } from '../../data/colours';
import { MODES, MODE_PLAYERS } from '../../data/decks';
import { Chip, ChipGroup } from './Chips';
import { featuresOf, type JudgeDraft } from './draft';
import { capital, colourText } from './labels';

interface TableSetupProps {
  draft: JudgeDraft;
  onSetup: (patch: Partial<Omit<JudgeDraft, 'plays' | 'selected'>>) => void;
}

/** The way to play, the player count and (in "I am King") the trump colour. */
export function TableSetup({ draft, onSetup }: TableSetupProps) {
  const { t } = useT('royal-stake');
  const hid = useId();
  const range = MODE_PLAYERS[draft.mode];
  const counts = Array.from({ length: range.max - range.min + 1 }, (_, i) => range.min + i);
  return (
    <section class="panel" aria-labelledby={hid}>
      <h2 id={hid}>{t('judgeUi.setup')}</h2>
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
