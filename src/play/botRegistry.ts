/**
 * Finds a game's engine and bots for the bot worker. Deliberately NOT through the registry: the
 * manifests' screen loaders would pull every game's UI chunks (and i18next) into the worker's
 * own build. Here only `engine/` and `bots/` folders become worker chunks.
 */
import { guardedEngine } from '../games/guard';
import { TEMPLATES } from '../games/templates';
import type { GameBots, Engine } from '../games/types';
import { fail, ok, type Result } from '../lib/result';
import type { BotGame } from './botHandler';

type EngineModule = { engine: Engine<unknown, unknown, unknown> };
type BotsModule = { bots: GameBots<unknown, unknown> };

// Template folders ("_", the skeleton) only in a build made to test them (games/templates.ts).
const boxedEngines = import.meta.glob<EngineModule>(['../games/*/engine/index.ts', '!../games/_*/**']);
const boxedBots = import.meta.glob<BotsModule>(['../games/*/bots/index.ts', '!../games/_*/**']);
const engines = TEMPLATES ? { ...boxedEngines, ...import.meta.glob<EngineModule>('../games/_*/engine/index.ts') } : boxedEngines;
const botModules = TEMPLATES ? { ...boxedBots, ...import.meta.glob<BotsModule>('../games/_*/bots/index.ts') } : boxedBots;

/** The engine and bots of a game folder; ERR_UNKNOWN_GAME or ERR_NO_BOTS otherwise. */
export async function loadBotGameFromRegistry(id: string): Promise<Result<BotGame>> {
  if (!/^_?[a-z0-9-]+$/.test(id)) return fail('ERR_UNKNOWN_GAME', { game: id });
  const loadEngine = engines[`../games/${id}/engine/index.ts`];
  const loadBots = botModules[`../games/${id}/bots/index.ts`];
  if (!loadEngine) return fail('ERR_UNKNOWN_GAME', { game: id });
  if (!loadBots) return fail('ERR_NO_BOTS', { game: id });
  const [e, b] = await Promise.all([loadEngine(), loadBots()]);
  return ok({ engine: guardedEngine(e.engine), bots: b.bots });
}
