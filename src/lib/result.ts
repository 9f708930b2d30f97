/**
 * Results instead of exceptions: pure code (scorers, engines, parsers) returns either a value or
 * a stable string error code that the UI translates (the chessops way). `params` fill the
 * translated message; `path` points at the offending input field ("players.1.rounds.3").
 */
export interface Failure {
  ok: false;
  /** Stable code such as 'ERR_NOT_INTEGER'; translated under `errors.<code>` in the locales. */
  error: string;
  params?: Record<string, string | number>;
  path?: string;
}
export interface Success<T> {
  ok: true;
  value: T;
}
export type Result<T> = Success<T> | Failure;

/** Wraps a value as a success. */
export const ok = <T>(value: T): Success<T> => ({ ok: true, value });

/** Builds a failure with a code and optional message parameters / field path. */
export const fail = (error: string, params?: Failure['params'], path?: string): Failure => {
  const f: Failure = { ok: false, error };
  if (params) f.params = params;
  if (path !== undefined) f.path = path;
  return f;
};
