import { useEffect, useState } from 'preact/hooks';
import { canInstall, needsIosInstructions, onInstallChange, promptInstall } from '../device/install';
import { href } from '../nav/router';
import { applyTheme, bootTheme, type Theme } from '../device/theme';
import { setWakeLock, wakeLockSupported } from '../device/wakeLock';
import { currentLang, setLanguage } from '../i18n';
import { LANGS, type Lang } from '../i18n/languages';
import { useT } from '../i18n/useT';
import { storageReport } from '../storage/persistence';
import { getSetting, setSetting } from '../storage/settings';
import { formatBytes } from './format';

/** Language, theme, screen awake, storage status and installation. */
export function Settings() {
  const { t, lang } = useT(['settings', 'common']);
  const [theme, setTheme] = useState<Theme>(bootTheme());
  const [wake, setWake] = useState(false);
  const [report, setReport] = useState<Awaited<ReturnType<typeof storageReport>> | null>(null);
  const [installable, setInstallable] = useState(canInstall());
  useEffect(() => {
    void getSetting('wakeLock').then(
      (w) => setWake(!!w),
      () => undefined,
    );
    void storageReport().then(setReport, () => setReport(null));
    return onInstallChange(() => setInstallable(canInstall()));
  }, []);

  const chooseLang = async (l: Lang) => {
    await setLanguage(l);
    await setSetting('lang', l).catch(() => undefined);
  };
  const chooseTheme = async (th: Theme) => {
    setTheme(th);
    applyTheme(th);
    await setSetting('theme', th).catch(() => undefined);
  };
  const toggleWake = async (on: boolean) => {
    setWake(on);
    await setWakeLock(on);
    await setSetting('wakeLock', on).catch(() => undefined);
  };

  return (
    <>
      <h1>{t('nav.settings')}</h1>
      <fieldset>
        <legend>{t('settings.language')}</legend>
        {LANGS.map((l) => (
          <label key={l} class="radio">
            <input type="radio" name="lang" value={l} checked={currentLang() === l} onChange={() => void chooseLang(l)} />
            <span lang={l}>{t(`settings.lang.${l}`)}</span>
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('settings.theme')}</legend>
        {(['light', 'dark', 'system'] as const).map((th) => (
          <label key={th} class="radio">
            <input type="radio" name="theme" value={th} checked={theme === th} onChange={() => void chooseTheme(th)} />
            {t(`settings.themes.${th}`)}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('settings.table')}</legend>
        <label class="radio">
          <input type="checkbox" checked={wake} disabled={!wakeLockSupported()} onChange={(e) => void toggleWake((e.target as HTMLInputElement).checked)} />
          {t('settings.wakeLock')}
        </label>
        {!wakeLockSupported() && <p class="hint">{t('settings.wakeLockUnsupported')}</p>}
      </fieldset>
      <section aria-labelledby="storage-h" class="panel">
        <h2 id="storage-h">{t('settings.storage')}</h2>
        <p data-testid="persisted">{report?.persisted ? t('settings.persisted') : t('settings.notPersisted')}</p>
        {report?.usage !== undefined && report.quota !== undefined && (
          <p class="small">{t('settings.usage', { used: formatBytes(report.usage, lang), quota: formatBytes(report.quota, lang) })}</p>
        )}
        <a class="button" href={href({ name: 'backup' })}>
          {t('settings.backup')}
        </a>
        <a class="button" href={href({ name: 'card-values' })}>
          {t('cardValues.title')}
        </a>
        <a class="button" href={href({ name: 'players' })} data-testid="settings-players">
          {t('settings.players')}
        </a>
      </section>
      <section aria-labelledby="install-h" class="panel">
        <h2 id="install-h">{t('settings.install')}</h2>
        <p class="small">{t('settings.installWhy')}</p>
        {installable && (
          <button type="button" class="primary" onClick={() => void promptInstall()}>
            {t('settings.installButton')}
          </button>
        )}
        {needsIosInstructions() && (
          <ol class="small">
            <li>{t('settings.ios1')}</li>
            <li>{t('settings.ios2')}</li>
            <li>{t('settings.ios3')}</li>
          </ol>
        )}
        {!installable && !needsIosInstructions() && <p class="small">{t('settings.installNone')}</p>}
      </section>
      <p class="small" data-testid="build">
        {buildDate(__BUILD_ID__, lang) ? t('settings.buildDate', { date: buildDate(__BUILD_ID__, lang) }) : t('settings.build', { id: __BUILD_ID__ })}
      </p>
    </>
  );
}

/**
 * The build's time (an ISO stamp, vite.config.ts) as a date and time in the reader's language
 * ("November 29, 2026 at 8:37 AM", «29 ноября 2026 г., 08:37»); null for an id that is no time.
 */
export function buildDate(id: string, lang: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T/.test(id)) return null;
  const d = new Date(id);
  return Number.isNaN(d.getTime()) ? null : new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short' }).format(d);
}
