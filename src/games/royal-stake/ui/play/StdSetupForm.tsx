/**
 * The standard game's setup under the seats: the optional rules this table size allows (each
 * one that is not says why, next to it), and which values fill in what the rulebook text lost —
 * the ones printed on the player's cards (asked once each, in the score sheet's words, kept in
 * the card-values store) or Stolik's own digital values, shown as Stolik's. No <form> here:
 * PlayNew's form wraps this.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { useT } from '../../../../i18n/useT';
import { getCardValues } from '../../../../storage/cardValues';
import { RuleLink } from '../../../../ui/RuleLink';
import { RULER_COLOURS } from '../../data/colours';
import { UNKNOWN_BET_BACKS } from '../../data/characters';
import { STOLIK_BET_BACKS, type BetBackLine } from '../../data/stolik-values';
import { stolikKingNumbers } from '../../data/king-numbering';
import { AskCardValue } from '../score/AskCardValue';
import { colourText } from '../judge/labels';
import { GAME } from './names';
import { Std2pSetupNote } from './Std2pSetupNote';
import { STD_OPTION_KEYS, fitOptions, missingValueKeys, optionState, printedFrom, type StdSetup } from './stdSetup';
import type { StdValues } from '../../engine/modes/standard/config';
import './std-setup.css';

interface StdSetupFormProps {
  players: number;
  setup: StdSetup;
  onChange: (s: StdSetup) => void;
}

type Translate = ReturnType<typeof useT>['t'];

/** "Hermit, back: 0 wins: 50 VP, 1 win: 30 VP" — one line per character. */
function BackLines({ t, bets, testid }: { t: Translate; bets: Readonly<Record<string, readonly BetBackLine[]>>; testid: string }) {
  return (
    <ul class="rs-std-backs" data-testid={testid}>
      {UNKNOWN_BET_BACKS.map((c) => (
        <li key={c}>
          <strong>{t('stdSetup.back', { card: t(`characters.${c}`) })}:</strong>{' '}
          {(bets[c] ?? []).map((l) => t('stdSetup.line', { count: l.wins, vp: l.vp })).join(', ')}
        </li>
      ))}
    </ul>
  );
}

const kingList = (t: Translate, k: StdValues['kingNumbers']) => RULER_COLOURS.map((c) => `${colourText(t, c)} ${k.front[c]} / ${k.back[c]}`).join(', ');

/** Rules and values of a standard (or two-player) game. */
export function StdSetupForm({ players, setup, onChange }: StdSetupFormProps) {
  const { t } = useT(GAME);
  const [store, setStore] = useState<Record<string, number> | null>(null);
  const [failed, setFailed] = useState(false);
  // The store answers asynchronously: merge into the latest setup, not the one of the first render.
  const latest = useRef(setup);
  latest.current = setup;
  const load = async () => {
    const values = await getCardValues(GAME);
    setStore(values);
    const printed = printedFrom(values);
    if (JSON.stringify(printed) !== JSON.stringify(latest.current.printed)) onChange({ ...latest.current, printed });
  };
  useEffect(() => void load().catch(() => setFailed(true)), []);
  const options = fitOptions(players, setup.options);
  const missing = store ? missingValueKeys(store) : [];
  const stolik = setup.valueSet === 'stolik';
  return (
    // Busy until the stored card values have been read (what is missing is not known before).
    <fieldset class="rs-std-setup" data-testid="std-setup" aria-busy={store === null && !failed ? 'true' : 'false'}>
      <legend>{t('stdSetup.title')}</legend>
      {players === 2 && <Std2pSetupNote />}
      <fieldset>
        <legend>{t('stdSetup.rules')}</legend>
        {/* Two players: only the jester deal applies (always on); the other options are for 3-5. */}
        {(players === 2 ? (['jesterDeal'] as const) : STD_OPTION_KEYS).map((key) => {
          const state = optionState(players, key, options);
          const whyId = `std-why-${key}`;
          return (
            <div key={key} class="rs-std-option">
              <label class="radio">
                <input
                  type="checkbox"
                  checked={options[key]}
                  disabled={!state.free}
                  aria-describedby={state.why ? whyId : undefined}
                  data-testid={`std-${key}`}
                  onChange={() => onChange({ ...setup, options: { ...options, [key]: !options[key] } })}
                />
                {t(`stdSetup.option.${key}`)}
              </label>
              {state.why && (
                <p id={whyId} class="small">
                  {t(`stdSetup.why.${state.why}`)}
                </p>
              )}
            </div>
          );
        })}
      </fieldset>
      {players === 2 && (
        <fieldset data-testid="std-two-sets">
          <legend>{t('stdTwo.sets.legend')}</legend>
          {([false, true] as const).map((random) => (
            <label key={String(random)} class="radio">
              <input
                type="radio"
                name="rs-two-sets"
                checked={options.randomSets === random}
                data-testid={random ? 'std-sets-random' : 'std-sets-pick'}
                onChange={() => onChange({ ...setup, options: { ...options, randomSets: random } })}
              />
              {t(random ? 'stdTwo.sets.random' : 'stdTwo.sets.pick')}
            </label>
          ))}
        </fieldset>
      )}
      <fieldset>
        <legend>{t('stdSetup.values')}</legend>
        <p class="small">{t('stdSetup.valuesWhy')}</p>
        {(['printed', 'stolik'] as const).map((v) => (
          <label key={v} class="radio">
            <input
              type="radio"
              name="rs-value-set"
              checked={setup.valueSet === v}
              data-testid={`std-values-${v}`}
              onChange={() => onChange({ ...setup, valueSet: v })}
            />
            {t(`stdSetup.${v}`)}
          </label>
        ))}
        {stolik && (
          <div class="panel" data-testid="std-stolik-values">
            <p>{t('stdSetup.stolikAbout')}</p>
            <BackLines t={t} bets={STOLIK_BET_BACKS} testid="std-stolik-backs" />
            <p>{t('stdSetup.kings', { list: kingList(t, stolikKingNumbers()) })}</p>
            <RuleLink game={GAME} anchor="digital-values">
              {t('stdSetup.stolikRule')}
            </RuleLink>
          </div>
        )}
        {!stolik && setup.printed && missing.length === 0 && (
          <details data-testid="std-printed-known">
            <summary>{t('stdSetup.printedKnown')}</summary>
            <BackLines t={t} bets={setup.printed.bets} testid="std-printed-backs" />
            <p>
              {t('stdSetup.kings', { list: kingList(t, setup.printed.kingNumbers) })} <span class="badge-small">{t('playUi.setup.enteredByYou')}</span>
            </p>
          </details>
        )}
        {!stolik && missing.length > 0 && (
          <div data-testid="std-printed-missing">
            <p class="leader">{t('stdSetup.missing', { count: missing.length })}</p>
            <AskCardValue key={missing[0]} valueKey={missing[0]!} onSaved={load} inForm kingHint="stdSetup.kingHint" />
            <p class="small">{t('stdSetup.orStolik')}</p>
          </div>
        )}
      </fieldset>
      {failed && (
        <p role="alert" class="field-error">
          {t('playUi.setup.loadFailed')}
        </p>
      )}
    </fieldset>
  );
}
