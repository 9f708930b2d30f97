/** The judge's verdict on a finished trick of the round a view shows (the engine's explainTrick). */
import type { Result } from '../../../../lib/result';
import { explainTrick } from '../../engine/trick/explain';
import type { RsView } from '../../engine/types';
import type { TrickVerdict } from '../../referee';
import type { Code } from '../../codes';

/** Explains trick `index` (0-based) of `view.history` in the view's mode and trump. */
export const explainDone = (view: RsView, index: number): Result<TrickVerdict, Code> => explainTrick(view, index);
