/**
 * The Royal Stake card table for the seat holding the phone, one screen high: the pinned bar
 * (round, trump, turn, sheets), the opponents along the top, the trick in the middle (or the
 * auction, picks and discards), and the hand at the bottom. A finished trick stays a moment with
 * its winner and the judge's reason; a finished round opens its summary. Only `g.view` is drawn,
 * so other seats' hands never reach the page.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { PlayScreenProps } from '../../../types';
import { useT } from '../../../../i18n/useT';
import { useCurtainHold } from '../../../../play/curtainHold';
import { buzz } from '../../../../play/haptics';
import { paced } from '../../../../play/pace';
import { usePlayGame } from '../../../../play/usePlayGame';
import type { RsMove, RsView } from '../../engine/types';
import { explainDone } from './explain';
import { HintButton } from './HintButton';
import { History, type ExplainTrick } from './History';
import { GAME } from './names';
import { Opponents, OwnSeat } from './Opponents';
import { PhaseHand, PhasePanel } from './PhasePanel';
import { resultTeams } from './resultTeams';
import { categoryKey, seatParams } from '../score/names';
import { teamTotals, type RoundSummary } from './roundSummary';
import { RoundSummaryView, TeamLines } from './RoundSummaryView';
import { Sheet } from './Sheet';
import { TableBar, type SheetName } from './TableBar';
import { TableSettingsForm } from './TableSettingsForm';
import { MomentLine, TrickArea } from './TrickArea';
import { finishedTricks } from './finishedTricks';
import { winningSeat, type TrickMoment } from './trickMoment';
import { afterGameEnded, useTableSettings } from './tableSettings';
import { MoveLog } from '../../../../play/MoveLog';
import { Standing } from './Standing';
import { StdSquads } from './StdSquads';
import { UndoLimit } from './UndoLimit';
import { Std2pKings } from './Std2pKings';
import { isTwoPlayer } from './stdTwo';
import './play.css';

/** How long the cards take to fly to the winner (play.css uses the same). */
const LEAVE_MS = 250;

interface Moment {
  m: TrickMoment;
  leaving: boolean;
  summary: RoundSummary | null;
}

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The board; PlayTable gives it the whole screen under the app's bar. */
export function PlayScreen(_: PlayScreenProps) {
  const { t } = useT(GAME);
  const g = usePlayGame<RsView, RsMove>();
  const hold = useCurtainHold();
  const [settings, changeSettings] = useTableSettings();
  const [sheet, setSheet] = useState<SheetName | null>(null);
  const [moment, setMoment] = useState<Moment | null>(null);
  const [summary, setSummary] = useState<RoundSummary | null>(null);
  const [hinted, setHinted] = useState<{ at: string; move: RsMove } | null>(null);
  const momentRef = useRef<Moment | null>(null);
  // Finished tricks to show after the one on the table, oldest first: none is replaced or skipped.
  const queued = useRef<Moment[]>([]);
  const summaryRef = useRef<RoundSummary | null>(null);
  // Round summaries to open after the one open, oldest first: a player never misses one.
  const waiting = useRef<RoundSummary[]>([]);
  const seen = useRef<{ view: RsView; log: number } | null>(null);
  const myTurn = g.legalMoves.length > 0;
  const wasMyTurn = useRef(myTurn);

  const show = (next: Moment | null) => {
    momentRef.current = next;
    setMoment(next);
  };
  const openSummary = (s: RoundSummary | null) => {
    summaryRef.current = s;
    setSummary(s);
    if (!s && !momentRef.current && hold) hold.release();
  };
  const closeSummary = () => openSummary(waiting.current.shift() ?? null);
  const endMoment = () => {
    const cur = momentRef.current;
    if (!cur) return;
    show(queued.current.shift() ?? null);
    if (cur.summary) {
      if (summaryRef.current) waiting.current.push(cur.summary);
      else openSummary(cur.summary);
    } else if (!momentRef.current && !summaryRef.current && hold) hold.release();
  };
  /** Opens `s` after the last trick to show (new in `found`, queued, or on the table), or now. */
  const summaryAfter = (found: Moment[], s: RoundSummary) => {
    const last = found.at(-1) ?? queued.current.at(-1) ?? momentRef.current;
    if (last && !last.summary) {
      // The one on the table opens it when it has left (endMoment reads the current moment).
      if (last === momentRef.current) show({ ...last, summary: s });
      else last.summary = s; // not drawn yet: found's or the queue's own object
    } else if (last || summaryRef.current) waiting.current.push(s);
    else openSummary(s);
  };
  const leave = () => {
    const cur = momentRef.current;
    if (!cur || cur.leaving) return;
    show({ ...cur, leaving: true });
    setTimeout(() => momentRef.current === null || momentRef.current.m !== cur.m || endMoment(), reducedMotion() ? 0 : paced(LEAVE_MS));
  };

  // A new position: which tricks (and with them rounds) finished since the last one drawn? Several
  // moves may arrive in one render, so all of them are queued, never only the last one's.
  useLayoutEffect(() => {
    const view = g.view;
    if (!view) return;
    const prev = seen.current;
    seen.current = { view, log: g.log.length };
    if (!prev || prev.log >= g.log.length) return;
    const all = finishedTricks(prev.view, prev.log, view, g.log);
    const found = all.filter((f) => !f.shown).map(({ m, summary: s }): Moment => ({ m, leaving: false, summary: s }));
    // A trick shown already (before the jack decisions): only its round's summary is new. It opens
    // after the tricks still on their way, or at once; the trick is never laid out a second time.
    for (const f of all) if (f.shown && f.summary) summaryAfter(found, f.summary);
    if (found.length === 0) return;
    if (momentRef.current) queued.current.push(...found);
    else {
      show(found[0]!);
      queued.current.push(...found.slice(1));
    }
    if (found.some((f) => f.m.trick.winner === view.seat)) buzz('won');
  }, [g.view]);
  // The finished trick stays for the pause (a setting; held while a summary is open), then leaves toward its winner.
  useEffect(() => {
    if (!moment || moment.leaving || summary) return;
    const id = setTimeout(leave, paced(settings.pauseMs));
    return () => clearTimeout(id);
  }, [moment?.m, moment?.leaving, settings.pauseMs, summary]);
  // Held by the table after this person's move with nothing to show: let the curtain or result come.
  useEffect(() => {
    if (hold && !momentRef.current && !summaryRef.current) hold.release();
  }, [hold, moment, summary]);
  useEffect(() => {
    if (myTurn && !wasMyTurn.current) buzz('turn');
    wasMyTurn.current = myTurn;
  }, [myTurn]);
  useEffect(() => {
    if (g.view?.phase === 'over') void afterGameEnded().catch(() => undefined);
  }, [g.view?.phase]);

  if (!g.view) return null;
  const view = g.view;
  // A half-made pick belongs to one position: a move, an undo or another seat starts afresh.
  const position = `${g.log.length}/${g.seat}`;
  const play = (move: RsMove) => {
    if (!g.busy) void g.play(move);
  };
  const touch = () => {
    if (momentRef.current) leave();
  };
  const explain: ExplainTrick = (index) => explainDone(view, index);
  const winning = view.phase === 'trick' ? winningSeat(view) : null;
  const teams = teamTotals(view);
  const twoKings = isTwoPlayer(view) && (view.std?.kingDeck?.length ?? 0) > 0;
  // The standard game's hermit discard and exchange happen inside a trick: the trick stays on the table.
  const inTrick = moment !== null || view.phase === 'trick' || view.phase === 'hermit' || view.phase === 'exchange';
  const props = { view, players: g.players, legal: g.legalMoves, busy: g.busy, onPlay: play };
  const hint = <HintButton onHint={(move) => setHinted({ at: position, move })} />;
  return (
    <section
      aria-label={t('playUi.board')}
      class={`rs-table${teams || twoKings ? ' rs-has-teams' : ''}`}
      data-testid="rs-table"
      data-phase={view.phase}
      data-moves={g.log.length}
    >
      <TableBar view={view} g={g} onOpen={setSheet} />
      <Opponents view={view} players={g.players} thinking={g.thinking} winning={moment ? null : winning} />
      {teams && <TeamLines teams={teams} players={g.players} />}
      {/* The game for two: its king deck and deal colour stay in view (in the teams row). */}
      {twoKings && <Std2pKings view={view} players={g.players} />}
      <div class={`rs-middle${inTrick ? ' rs-middle-trick' : ''}`} tabIndex={inTrick ? undefined : 0}>
        {inTrick ? (
          <>
            <TrickArea view={view} players={g.players} moment={moment?.m ?? null} leaving={moment?.leaving ?? false} winning={winning} onDismiss={leave} />
            {view.std && <StdSquads view={view} players={g.players} compact />}
          </>
        ) : (
          <PhasePanel {...props} hint={hint} />
        )}
      </div>
      <div class="rs-bottom">
        {moment && <MomentLine moment={moment.m} players={g.players} onDismiss={leave} />}
        <OwnSeat view={view} players={g.players} />
        <PhaseHand
          key={position}
          {...props}
          confirm={settings.confirm}
          onTouch={touch}
          hint={view.phase === 'trick' ? hint : undefined}
          hinted={hinted?.at === position ? hinted.move : null}
        />
      </div>
      {sheet === 'standing' && (
        <Sheet title={t('table.standingTitle')} onClose={() => setSheet(null)} testId="standing-sheet">
          <Standing view={view} players={g.players} />
          {twoKings && <Std2pKings view={view} players={g.players} />}
          {view.std && <StdSquads view={view} players={g.players} />}
          <TableSettingsForm settings={settings} onChange={changeSettings} />
        </Sheet>
      )}
      {sheet === 'tricks' && (
        <Sheet title={t('playUi.history', { count: view.history.length })} onClose={() => setSheet(null)} testId="tricks-sheet">
          <History history={view.history} players={g.players} explain={explain} />
        </Sheet>
      )}
      {sheet === 'log' && (
        <Sheet title={t('play:log.title')} onClose={() => setSheet(null)} testId="log-sheet">
          {!g.outcome && <UndoLimit log={g.log} players={g.players} />}
          <MoveLog game={GAME} players={g.players} log={g.log} full />
        </Sheet>
      )}
      {summary && <RoundSummaryView summary={summary} players={g.players} onClose={closeSummary} />}
    </section>
  );
}

/** The table takes the whole screen, may hold the curtain for a finished trick, and ends with a team result. */
PlayScreen.layout = 'table' as const;
PlayScreen.holdsCurtain = true;
PlayScreen.resultTeams = resultTeams;
PlayScreen.rowWords = { params: seatParams, category: categoryKey };
