/** The table's own settings, at the bottom of the standing sheet: second tap, trick pause, vibration. */
import { useT } from '../../../../i18n/useT';
import { GAME } from './names';
import { TRICK_PAUSES, type TableSettings } from './tableSettings';

/** Three settings, each saved the moment it changes. */
export function TableSettingsForm({ settings, onChange }: { settings: TableSettings; onChange: (c: Partial<TableSettings>) => void }) {
  const { t } = useT(GAME);
  return (
    <fieldset class="rs-settings" data-testid="table-settings">
      <legend>{t('table.settings.title')}</legend>
      <label class="radio">
        <input type="checkbox" checked={settings.confirm} data-testid="set-confirm" onChange={() => onChange({ confirm: !settings.confirm })} />
        {t('table.settings.confirm')}
      </label>
      <label class="radio">
        <input type="checkbox" checked={settings.haptics} data-testid="set-haptics" onChange={() => onChange({ haptics: !settings.haptics })} />
        {t('table.settings.haptics')}
      </label>
      <label class="rs-select">
        {t('table.settings.pause')}
        <select value={String(settings.pauseMs)} data-testid="set-pause" onChange={(e) => onChange({ pauseMs: Number((e.target as HTMLSelectElement).value) })}>
          {TRICK_PAUSES.map((ms) => (
            <option key={ms} value={String(ms)}>
              {t('table.settings.seconds', { s: (ms / 1000).toLocaleString() })}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
