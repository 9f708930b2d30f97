/**
 * Every refusal of the King of Thieves engine: a closed set of codes (`ENGINE_CODES` in the
 * game's codes.ts), so the screen can translate each one and a typo fails the type-check.
 */
import type { Failure } from '../../../lib/result';
import { fail, type KotError } from '../codes';

export type { KotError };

/** A refusal with one of the engine's codes. */
export const refuse = (code: KotError, params?: Failure['params']): Failure<KotError> => fail(code, params);
