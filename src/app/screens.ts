/**
 * Lazy loaders for every screen but home: each becomes its own chunk (precached for offline).
 * Loaders are module-level constants so <Lazy> sees a stable reference.
 */
export const loadGameHome = () => import('../screens/GameHome').then((m) => m.GameHome);
export const loadGameScore = () => import('../screens/GameScore').then((m) => m.GameScore);
export const loadGameReferee = () => import('../screens/GameReferee').then((m) => m.GameReferee);
export const loadPlay = () => import('../play/PlayShell').then((m) => m.PlayShell);
export const loadRules = () => import('../screens/Rules').then((m) => m.Rules);
export const loadPad = () => import('../scorepad/ui/PadScreen').then((m) => m.PadScreen);
export const loadHistory = () => import('../screens/History').then((m) => m.History);
export const loadPlayers = () => import('../screens/Players').then((m) => m.Players);
export const loadSettings = () => import('../screens/Settings').then((m) => m.Settings);
export const loadCardValues = () => import('../screens/CardValues').then((m) => m.CardValues);
export const loadBackup = () => import('../screens/Backup').then((m) => m.Backup);
