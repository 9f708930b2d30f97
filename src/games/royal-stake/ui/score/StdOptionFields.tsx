import { Editable, useYesNo } from '../../../../ui/score/ReadValue';
import { useT } from '../../../../i18n/useT';
import type { StdOptions } from './input';
import { GAME } from './names';
import { RuleLink } from '../../../../ui/RuleLink';

/** Options that exist for this many players (the others are switched off). */
export function cleanOptions(o: StdOptions, players: number): StdOptions {
  return {
    // With five players every king is chosen, so there is no jester deal.
    jesterDeal: o.jesterDeal && players <= 4,
    // The cheerleader plays only with four or five.
    cheerleaderAdvanced: o.cheerleaderAdvanced && players >= 4,
    baseSquads: o.baseSquads && players === 4,
  };
}

const FIELDS: Array<{ key: keyof StdOptions; rule: string; fits: (n: number) => boolean }> = [
  { key: 'jesterDeal', rule: 'jester-deal', fits: (n) => n <= 4 },
  { key: 'cheerleaderAdvanced', rule: 'character-cheerleader', fits: (n) => n >= 4 },
  { key: 'baseSquads', rule: 'basic-squads', fits: (n) => n === 4 },
];

/** Option and its rule link side by side (not `.row`, which would stretch the checkbox). */
const LINE = { display: 'flex', alignItems: 'center', gap: '0.5rem' } as const;

/** The standard game's options that fit the player count, each with a link to its rule. */
export function StdOptionFields({ players, options, onChange }: { players: number; options: StdOptions; onChange: (o: StdOptions) => void }) {
  const { t } = useT(GAME);
  const yesNo = useYesNo();
  const shown = FIELDS.filter((f) => f.fits(players));
  if (shown.length === 0) return null;
  return (
    <fieldset>
      <legend>{t('scoreUi.setup.options')}</legend>
      {shown.map((f) => (
        <div key={f.key} style={LINE}>
          <div style={{ flex: 1 }}>
            <Editable label={t(`scoreUi.options.${f.key}`)} value={yesNo(options[f.key])}>
              <label class="radio">
                <input type="checkbox" checked={options[f.key]} onChange={(e) => onChange({ ...options, [f.key]: (e.target as HTMLInputElement).checked })} />
                {t(`scoreUi.options.${f.key}`)}
              </label>
            </Editable>
          </div>
          <RuleLink game={GAME} anchor={f.rule}>
            {t('common:score.rule')}
            <span class="sr-only">: {t(`scoreUi.options.${f.key}`)}</span>
          </RuleLink>
        </div>
      ))}
    </fieldset>
  );
}
