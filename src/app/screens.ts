/**
 * Lazy loaders for every screen but home: each becomes its own chunk (precached for offline).
 * Loaders are module-level constants so <Lazy> sees a stable reference. Each fetches the common
 * strings of the screens (screens.json) alongside its code, not after it: home never needs them.
 */
import { ensureNamespace, ensureScreenStrings } from '../i18n';

/** A screen's code and the strings it needs, fetched together. */
const withStrings = <T>(code: Promise<T>, ...namespaces: string[]): Promise<T> =>
  Promise.all([code, ensureScreenStrings(), ...namespaces.map(ensureNamespace)]).then(([m]) => m);

export const loadGameHome = () => withStrings(import('../screens/GameHome')).then((m) => m.GameHome);
export const loadGameScore = () => withStrings(import('../screens/GameScore')).then((m) => m.GameScore);
export const loadGameReferee = () => withStrings(import('../screens/GameReferee')).then((m) => m.GameReferee);
export const loadPlay = () => withStrings(import('../play/PlayShell')).then((m) => m.PlayShell);
export const loadRules = () => withStrings(import('../screens/Rules')).then((m) => m.Rules);
export const loadPad = () => withStrings(import('../scorepad/ui/PadScreen')).then((m) => m.PadScreen);
// History and Players fetch their strings (records.json) alongside their code, not after it.
export const loadHistory = () => withStrings(import('../screens/History'), 'records').then((m) => m.History);
export const loadPlayers = () => withStrings(import('../screens/Players'), 'records').then((m) => m.Players);
// Like Backup: the settings screen's strings (settings.json) load with it, not on the first load.
export const loadSettings = () => withStrings(import('../screens/Settings'), 'settings').then((m) => m.Settings);
// A table across phones, as a guest: the pairing screens and the play strings come together.
export const loadJoin = () => withStrings(import('../play/tables/ui/JoinScreen'), 'play').then((m) => m.JoinScreen);
export const loadCardValues = () => withStrings(import('../screens/CardValues')).then((m) => m.CardValues);
// The backup screen's strings (backup.json) stay off the first load: only this screen uses them.
export const loadBackup = () => withStrings(import('../screens/Backup'), 'backup').then((m) => m.Backup);
// Statistics read every summary and their strings: both start with the screen's code, not after it
// (the screen joins the read on its way; a failure here is the screen's to report).
const readStats = () =>
  void Promise.all([import('../storage/summaryCache').then((m) => m.readSummaryFacts()), ensureNamespace('stats')]).catch(() => undefined);
export const loadStats = () => (readStats(), withStrings(import('../screens/stats/Stats')).then((m) => m.Stats));
export const loadPlayerStats = () => (readStats(), withStrings(import('../screens/stats/PlayerPage')).then((m) => m.PlayerPage));
export const loadGameStats = () => (readStats(), withStrings(import('../screens/stats/GamePage')).then((m) => m.GamePage));
