import type { ComponentChildren, JSX } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { href } from '../nav/router';
import { rulesAvailable } from '../i18n/rules';
import { useT } from '../i18n/useT';
import { RulesSheet } from './RulesSheet';
import './RuleLink.css';

type AnchorAttrs = Omit<JSX.HTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick' | 'children'>;

/** True when the click asks the browser for something else (new tab, download, ...). */
const wantsBrowser = (e: MouseEvent) => e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;

/**
 * A rule reference that opens its section in a sheet over the current screen, so the player
 * never leaves the score sheet or the table. It stays a real link to the rules route (long
 * press, a new tab, and tests that read the target keep working); a plain tap opens the sheet,
 * and closing the sheet gives focus back to this link.
 */
export function RuleLink({ game, anchor, children, class: cls, ...rest }: { game: string; anchor: string; children?: ComponentChildren } & AnchorAttrs) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  const onClose = () => {
    setOpen(false);
    link.current?.focus({ preventScroll: true });
  };
  return (
    <>
      <a
        {...rest}
        ref={link}
        class={cls ?? 'rule-link'}
        href={href({ name: 'rules', id: game, section: anchor })}
        aria-haspopup="dialog"
        onClick={(e) => {
          if (wantsBrowser(e)) return;
          e.preventDefault();
          setOpen(true);
        }}
      >
        {children ?? t('score.rule')}
      </a>
      {open && <RulesSheet game={game} anchor={anchor} onClose={onClose} />}
    </>
  );
}

/** The "Rules" action for a screen's header: the whole rules page of `game` in the sheet. */
export function RulesAction({ game }: { game: string }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" ref={button} class="rules-action" aria-haspopup="dialog" data-testid="rules-action" onClick={() => setOpen(true)}>
        {t('parts.rules')}
      </button>
      {open && (
        <RulesSheet
          game={game}
          onClose={() => {
            setOpen(false);
            button.current?.focus({ preventScroll: true });
          }}
        />
      )}
    </>
  );
}

/** The strip above a score, referee or play screen: the game's "Rules" action, right-aligned. */
export function ScreenBar({ game }: { game: string }) {
  if (!rulesAvailable(game)) return null;
  return (
    <div class="screen-bar">
      <RulesAction game={game} />
    </div>
  );
}
