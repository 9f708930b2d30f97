import type { TFunction } from 'i18next';
import type { Failure } from '../../lib/result';

/** A refusal from storage/players in words (players.errors.<code>), never a bare code. */
export function errorText(f: Pick<Failure, 'error' | 'params'>, t: TFunction): string {
  return t(`players.errors.${f.error}`, { ...f.params, defaultValue: t('players.errors.ERR_STORAGE') });
}
