/**
 * Lazy loaders of the result-code screens, each with the strings it needs (its own, in share.json's
 * `resultCode` section, and the table's scanner and copy words): the codec, lean-qr and the scanner stay off the first load.
 */
import { ensureNamespace, ensureScreenStrings } from '../../i18n';

const strings = () => Promise.all([ensureScreenStrings(), ensureNamespace('play'), ensureNamespace('share')]);

/** The "Show the result as a code" dialog. */
export const loadResultCodeDialog = () => Promise.all([import('./ResultCodeDialog'), strings()]).then(([m]) => m.ResultCodeDialog);

/** The "Add a result from another phone" panel. */
export const loadAddResult = () => Promise.all([import('./AddResult'), strings()]).then(([m]) => m.AddResult);
