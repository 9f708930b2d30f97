/**
 * Lazy loaders for every screen but home: each becomes its own chunk (precached for offline).
 * Loaders are module-level constants so <Lazy> sees a stable reference.
 */
import { ensureNamespace } from '../i18n';

export const loadGameHome = () => import('../screens/GameHome').then((m) => m.GameHome);
export const loadGameScore = () => import('../screens/GameScore').then((m) => m.GameScore);
export const loadGameReferee = () => import('../screens/GameReferee').then((m) => m.GameReferee);
export const loadPlay = () => import('../play/PlayShell').then((m) => m.PlayShell);
export const loadRules = () => import('../screens/Rules').then((m) => m.Rules);
export const loadPad = () => import('../scorepad/ui/PadScreen').then((m) => m.PadScreen);
// History and Players fetch their strings (records.json) alongside their code, not after it.
export const loadHistory = () => Promise.all([import('../screens/History'), ensureNamespace('records')]).then(([m]) => m.History);
export const loadPlayers = () => Promise.all([import('../screens/Players'), ensureNamespace('records')]).then(([m]) => m.Players);
// Like Backup: the settings screen's strings (settings.json) load with it, not on the first load.
export const loadSettings = () => Promise.all([import('../screens/Settings'), ensureNamespace('settings')]).then(([m]) => m.Settings);
// A table across phones, as a guest: the pairing screens and the play strings come together.
export const loadJoin = () => Promise.all([import('../play/tables/ui/JoinScreen'), ensureNamespace('play')]).then(([m]) => m.JoinScreen);
export const loadCardValues = () => import('../screens/CardValues').then((m) => m.CardValues);
// The backup screen's strings (backup.json) stay off the first load: only this screen uses them.
export const loadBackup = () => Promise.all([import('../screens/Backup'), ensureNamespace('backup')]).then(([m]) => m.Backup);
// Statistics read every summary and their strings: both start with the screen's code, not after it
// (the screen joins the read on its way; a failure here is the screen's to report).
const readStats = () =>
  void Promise.all([import('../storage/summaryCache').then((m) => m.readSummaryFacts()), ensureNamespace('stats')]).catch(() => undefined);
export const loadStats = () => (readStats(), import('../screens/stats/Stats').then((m) => m.Stats));
export const loadPlayerStats = () => (readStats(), import('../screens/stats/PlayerPage').then((m) => m.PlayerPage));
export const loadGameStats = () => (readStats(), import('../screens/stats/GamePage').then((m) => m.GamePage));
