/**
 * Who is who and how it stands: round, trump, the teams (partners opposite in team whist), and
 * one row per seat with role, rulers, VP and tricks this round. Everything here is public.
 */
import type { TFunction } from 'i18next';
import { useT } from '../../../../i18n/useT';
import type { SeatRecord } from '../../../../storage/types';
import type { RsView } from '../../engine/types';
import { colourText } from '../judge/labels';
import { GAME } from './names';
import { partnerOf, roleKey } from './words';

/** The standing panel above the phase panel. */
export function Standing({ view, players }: { view: RsView; players: readonly SeatRecord[] }) {
  const { t } = useT(GAME);
  const name = (seat: number) => players[seat]?.name ?? t('judgeUi.seat', { n: seat + 1 });
  const { mode } = view.config;
  return (
    <section class="panel rs-standing" aria-labelledby="rs-standing-h" data-testid="standing">
      <h2 id="rs-standing-h">{t('playUi.standing', { mode: t(`judgeUi.modes.${mode}`), round: view.round })}</h2>
      {mode === 'team' && view.seats.length === 4 && <p data-testid="teams">{t('playUi.teams', { a1: name(0), a2: name(2), b1: name(1), b2: name(3) })}</p>}
      <div class="table-scroll">
        <table class="score-table">
          <caption class="sr-only">{t('playUi.scores')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('playUi.player')}</th>
              <th scope="col">{t('playUi.vp')}</th>
              <th scope="col">{t('playUi.tricks')}</th>
            </tr>
          </thead>
          <tbody>
            {view.seats.map((s, seat) => {
              const role = roleKey(view, seat);
              return (
                <tr key={seat} data-testid={`standing-seat-${seat}`}>
                  <th scope="row">
                    <span class="dot" style={{ background: players[seat]?.color }} aria-hidden="true" />{' '}
                    <strong>{seat === view.seat ? t('playUi.you', { name: name(seat) }) : name(seat)}</strong>
                    {role && <span class="badge-small">{t(`playUi.role.${role}`)}</span>}
                    {mode === 'team' && <span class="badge-small">{t('playUi.partner', { name: name(partnerOf(seat)) })}</span>}
                    <br />
                    <span class="small">{rulersLine(t, s, mode === 'emperor')}</span>
                  </th>
                  <td>{s.score}</td>
                  <td>{s.tricks}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

type Seat = RsView['seats'][number];

/** "Red rulers · king ready · queen: 1 use left" ("Emperor" queens are cards, so no queen part). */
function rulersLine(t: TFunction, s: Seat, emperor: boolean): string {
  if (s.set === null) return t('playUi.noSet');
  const parts = [t('playUi.set', { colour: colourText(t, s.set) }), t(`playUi.king.${s.king}`)];
  if (!emperor) parts.push(t('playUi.queenUses', { count: s.queenUses }));
  return parts.join(' · ');
}
