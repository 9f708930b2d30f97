import { currentLang, setLanguage } from '../i18n';
import { useT } from '../i18n/useT';
import { setSetting } from '../storage/settings';

/**
 * One tap to the other language from any screen. Only the text changes: the screen keeps its
 * state (typed names, open sections), because nothing is reloaded or remounted.
 */
export function LangSwitch() {
  const { t } = useT();
  const other = currentLang() === 'ru' ? 'en' : 'ru';
  return (
    <button
      type="button"
      class="ghost lang-switch"
      lang={other}
      onClick={async () => {
        await setLanguage(other);
        await setSetting('lang', other).catch(() => undefined);
      }}
    >
      <span aria-hidden="true">{other.toUpperCase()}</span>
      <span class="sr-only">{t(`settings.switchTo.${other}`)}</span>
    </button>
  );
}
