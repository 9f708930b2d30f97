/**
 * Results instead of exceptions: pure code (scorers, engines, parsers) returns either a value or
 * a stable string error code that the UI translates (the chessops way). `params` fill the
 * translated message; `path` points at the offending input field ("players.1.rounds.3").
 */
export interface Failure<E extends string = string> {
  ok: false;
  /** Stable code such as 'ERR_NOT_INTEGER'; translated under `errors.<code>` in the locales. */
  error: E;
  params?: Record<string, string | number>;
  path?: string;
}
export interface Success<T> {
  ok: true;
  value: T;
}
/** `E` narrows the codes a function may fail with (a game's closed table, `codes.ts`); default any string. */
export type Result<T, E extends string = string> = Success<T> | Failure<E>;

/** Wraps a value as a success. */
export const ok = <T>(value: T): Success<T> => ({ ok: true, value });

/** Builds a failure with a code and optional message parameters / field path. */
export const fail = <E extends string>(error: E, params?: Failure['params'], path?: string): Failure<E> => {
  const f: Failure<E> = { ok: false, error };
  if (params) f.params = params;
  if (path !== undefined) f.path = path;
  return f;
};

/**
 * The `fail` of one game, closed over its error codes (`src/games/<id>/codes.ts`): a code not in
 * the game's table does not compile. The failure's type is the one code given, so a part of the
 * game that promises fewer codes (an engine's own refusals) can use the same `fail`. A failure
 * passed on from the platform (`src/lib/read.ts`'s structural codes) keeps its own code and is
 * returned as it is.
 */
export const failOf =
  <E extends string>() =>
  <C extends E>(error: C, params?: Failure['params'], path?: string): Failure<C> =>
    fail(error, params, path);
