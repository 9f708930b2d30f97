// Every game the tests hold to the contract: the registered ones (what players see) and the
// templates in `src/games/_*` (the skeleton), which the registry skips. Each manifest goes through
// the platform's own wrapping (registry.ts: the engine it loads is guarded). Not a test file itself.
import { games, platformManifest } from '../../../src/games/registry';
import type { ConformanceAdapter, GameManifest } from '../../../src/games/types';

const templateModules = import.meta.glob<{ manifest: GameManifest }>('../../../src/games/_*/index.ts', { eager: true });

/** Template folders (name starts with "_"), wrapped like registered games. */
export const templates: readonly GameManifest[] = Object.values(templateModules).map((m) => platformManifest(m.manifest));

/** Registered games, then the templates. */
export const allGames: readonly GameManifest[] = [...games, ...templates];

const inFolder = import.meta.glob<{ adapter: ConformanceAdapter }>('../../../src/games/*/conformance.ts', { eager: true });
const inTests = import.meta.glob<{ adapter: ConformanceAdapter }>('./conformance/*.ts', { eager: true });

/** A game's conformance adapter: `src/games/<id>/conformance.ts`, else `test/unit/games/conformance/<id>.ts`, else none. */
export const adapterOf = (id: string): ConformanceAdapter =>
  inFolder[`../../../src/games/${id}/conformance.ts`]?.adapter ?? inTests[`./conformance/${id}.ts`]?.adapter ?? {};
