/**
 * The Jackal table for the seat holding the phone, one screen high: the bar (island, whose turn,
 * undo, log, rules), every pirate's coins and cards, what to do and why, the last move, the
 * island drawn as its cells with the walks numbered by the judge's steps, the rows in the open
 * after the reveal, and at the bottom the own hand as cards with the decision. Only `g.view` is
 * drawn, so another seat's hand or face-down row never reaches the page.
 */
import { useState } from 'preact/hooks';
import type { PlayScreenProps } from '../../../types';
import { useT } from '../../../../i18n/useT';
import { logParams, MoveLog } from '../../../../play/MoveLog';
import { usePlayGame } from '../../../../play/usePlayGame';
import { RulesAction } from '../../../../ui/RuleLink';
import type { CardFace } from '../../data/stolikDeck';
import type { JackalMove, JackalView } from '../../engine';
import { manifest } from '../../index';
import { cardWords } from './Card';
import { Decide } from './Decide';
import { IslandGrid } from './IslandGrid';
import { Report } from './Report';
import { Seats } from './Seats';
import { Sheet } from '../../../../play/Sheet';
import { Stacks } from './Stacks';
import { allMarks, liveEntered, liveVerdict, livePaths } from './steps';
import './play.css';
import { UndoButton } from '../../../../play/UndoButton';

const GAME = manifest.id;

/** Reports each seat has seen, per session: an island's result opens once for each person. */
const seenReports = new Map<string, number>();

/** The board; PlayTable gives it the whole screen under the app's bar. */
export function PlayScreen({ sessionId }: PlayScreenProps) {
  const { t } = useT(GAME);
  const g = usePlayGame<JackalView, JackalMove>();
  const position = `${g.log.length}/${g.seat}`;
  const [pick, setPick] = useState<{ position: string; face: CardFace | null }>({ position, face: null });
  const [sheet, setSheet] = useState<'log' | 'report' | null>(null);
  const [, redraw] = useState(0);
  if (!g.view) return null;
  // A finished island's report opens by itself, in the very render that shows the next island,
  // until its person closes it: a tap on the table behind it is never taken first.
  const seenKey = `${sessionId}/${g.seat}`;
  const reports = g.view.reports.length;
  const open = sheet ?? (reports > (seenReports.get(seenKey) ?? 0) ? 'report' : null);
  const closeSheet = () => {
    seenReports.set(seenKey, reports);
    setSheet(null);
    redraw((n) => n + 1); // the map is not state: draw again without the report
  };
  const view = g.view;
  const picked = pick.position === position ? pick.face : null;
  const name = (seat: number | null) => (seat === null ? '' : (g.players[seat]?.name ?? ''));
  const play = (m: JackalMove) => {
    if (g.busy) return;
    setPick({ position, face: null });
    void g.play(m);
  };
  const mine = g.legalMoves.length > 0;
  const own = view.seats[view.viewer];
  const last = g.log[g.log.length - 1];
  const report = view.reports[view.reports.length - 1];
  const marks = view.phase === 'route' ? allMarks(livePaths(view), liveVerdict(view), liveEntered(view)) : [];
  const turn =
    g.thinking !== null
      ? t('play:table.thinking', { name: name(g.thinking) })
      : mine
        ? t('play.yourTurn')
        : g.toMove !== null
          ? t('play:table.turn', { name: name(g.toMove) })
          : '';

  return (
    <section aria-label={t('play.board')} class="jk-table" data-testid="board" data-phase={view.phase} data-moves={g.log.length} data-island={view.islandIndex}>
      <header class="jk-bar">
        <p class="jk-bar-info">
          <span class="badge-small" data-testid="island-no">
            {t('play.islandOf', { n: view.islandIndex + 1, of: view.config.islandCount })}
          </span>{' '}
          <span role="status" data-testid="turn">
            {turn}
          </span>
        </p>
        <nav class="jk-bar-actions" aria-label={t('play.menu')}>
          <UndoButton g={g} />
          {report && (
            <button type="button" onClick={() => setSheet('report')} data-testid="open-report">
              <span class="sr-only">{t('play.report.open', { n: report.island })}</span>
              <span aria-hidden="true">{t('play.report.short', { n: report.island })}</span>
            </button>
          )}
          <button type="button" onClick={() => setSheet('log')} data-testid="open-log">
            {t('play.log')}
          </button>
          <RulesAction game={GAME} />
        </nav>
      </header>
      <Seats t={t} view={view} players={g.players} thinking={g.thinking} />
      <p class="jk-prompt" data-testid="prompt">
        {prompt()}
      </p>
      {last && (
        <p class="jk-last small" data-testid="last-move">
          {t('play.last', { line: t(`log.${last.log.key}`, logParams(last, g.players)) })}
        </p>
      )}
      <div class="jk-middle" tabIndex={0}>
        {view.island && <IslandGrid t={t} rows={view.island.rows} marks={marks} players={g.players} label={t('play.islandN', { n: view.islandIndex + 1 })} />}
        {view.phase !== 'lay' && <Stacks t={t} view={view} players={g.players} />}
      </div>
      <Decide
        t={t}
        view={view}
        moves={g.legalMoves}
        players={g.players}
        busy={g.busy}
        onPlay={play}
        picked={picked}
        onPick={(face) => setPick({ position, face })}
      />
      {open === 'log' && (
        <Sheet title={t('play.log')} closeText={t('play.close')} primary onClose={() => setSheet(null)} testId="log-sheet">
          <MoveLog game={GAME} players={g.players} log={g.log} full />
        </Sheet>
      )}
      {open === 'report' && report && (
        <Sheet title={t('play.report.title', { n: report.island })} closeText={t('play.close')} primary onClose={closeSheet} testId="report-sheet">
          <Report t={t} report={report} players={g.players} />
        </Sheet>
      )}
    </section>
  );

  /** One line: what the person holding the phone does now and why, or whom the table waits for and why. */
  function prompt(): string {
    const first = name(view.first);
    if (!mine) {
      if (g.toMove === null) return '';
      return t(`play.wait.${view.phase}`, { name: name(g.toMove), first });
    }
    if (view.phase === 'lay') {
      const row = own?.row?.length ?? 0;
      if (row > 0) return t('play.prompt.layMore', { count: row });
      return g.legalMoves.some((m) => m.t === 'lay' || m.t === 'tortuga') ? t('play.prompt.lay') : t('play.prompt.ashore');
    }
    if (view.phase === 'open') {
      if (picked === 'rum') return t('play.prompt.rum');
      if (picked) return t('play.prompt.attach', { card: t(`cards.${picked}`) });
      return t('play.prompt.open', { first });
    }
    const next = own?.route?.next ?? 0;
    const move = own?.stack?.moves[next];
    return move ? t('play.prompt.route', { n: next + 1, card: cardWords(t, move.card, move), first }) : '';
  }
}

PlayScreen.layout = 'table' as const;
