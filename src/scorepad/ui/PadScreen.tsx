import { useT } from '../../i18n/useT';
import { useSession } from '../../ui/useSession';
import { ScoreTable } from '../../ui/ScoreTable';
import { Stepper } from '../../ui/Stepper';
import { SaveStatus } from '../../ui/SaveStatus';
import { MAX_PAD_ROUNDS, scorePad, validatePad, type PadInput } from '../score';
import { PadSetup } from './PadSetup';
import { Leader } from '../../ui/Leader';

/** The free score pad: a setup form, or a saved session's table of rounds. */
export function PadScreen({ sessionId }: { sessionId?: string }) {
  return sessionId ? <PadTable sessionId={sessionId} /> : <PadSetup />;
}

function PadTable({ sessionId }: { sessionId: string }) {
  const { t } = useT();
  const { session, update, saveState } = useSession(sessionId);
  if (session === undefined) return <p aria-busy="true">{t('app.loading')}</p>;
  if (session === null) return <p role="alert">{t('pad.notFound')}</p>;
  const input = validatePad(session.data);
  if (!input.ok) return <p role="alert">{t(`errors.${input.error}`, input.params)}</p>;
  const pad = input.value;
  const rounds = Math.max(0, ...pad.players.map((p) => p.rounds.length));
  const result = scorePad(pad);

  const edit = (change: (p: PadInput) => PadInput) =>
    update((s) => {
      const next = change(validatePad(s.data).ok ? (s.data as PadInput) : pad);
      const r = scorePad(next);
      return { ...s, data: next, result: { totals: r.totals, ranking: r.ranking } };
    });
  const setCell = (playerId: string, round: number, value: number) =>
    edit((p) => ({
      ...p,
      players: p.players.map((pl) => {
        if (pl.id !== playerId) return pl;
        const r = [...pl.rounds];
        while (r.length <= round) r.push(0);
        r[round] = value;
        return { ...pl, rounds: r };
      }),
    }));
  const addRound = () => edit((p) => ({ ...p, players: p.players.map((pl) => ({ ...pl, rounds: [...pl.rounds, 0] })) }));
  const dropRound = () => edit((p) => ({ ...p, players: p.players.map((pl) => ({ ...pl, rounds: pl.rounds.slice(0, rounds - 1) })) }));

  return (
    <>
      <h1>{session.title || t('pad.title')}</h1>
      <p class="small">{pad.lowestWins ? t('pad.lowestWinsOn') : t('pad.highestWinsOn')}</p>
      <ScoreTable
        caption={t('pad.caption')}
        seats={session.players}
        totals={result.totals}
        ranking={result.ranking}
        rows={Array.from({ length: rounds }, (_, i) => ({
          key: String(i),
          label: t('pad.round', { n: i + 1 }),
          cell: (seat) => (
            <Stepper compact label={t('pad.cell', { name: seat.name, n: i + 1 })}
              value={pad.players.find((p) => p.id === seat.id)?.rounds[i] ?? 0}
              onChange={(v) => void setCell(seat.id, i, v)} />
          ),
        }))}
      />
      <Leader seats={session.players} totals={result.totals} ranking={result.ranking} />
      <div class="actions">
        <button type="button" onClick={() => void addRound()} disabled={rounds >= MAX_PAD_ROUNDS}>{t('pad.addRound')}</button>
        <button type="button" onClick={() => void dropRound()} disabled={rounds <= 1}>{t('pad.dropRound')}</button>
        <button type="button" class={session.finished ? undefined : 'primary'} onClick={() => void update((s) => ({ ...s, finished: !s.finished }))}>
          {session.finished ? t('pad.reopen') : t('pad.finish')}
        </button>
      </div>
      <SaveStatus state={saveState} savedAt={session.updatedAt} />
    </>
  );
}
