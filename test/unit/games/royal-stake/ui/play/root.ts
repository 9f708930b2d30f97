/** The page every Royal Stake play test renders into (the shared test root with its strings). */
import { withTestRoot as withRoot } from '../../../../play/test-root';
import { initRsI18n } from './fixtures';

/** Registers the hooks; `onRoot` receives each test's root. `html` is the body (it must hold #r). */
export const withTestRoot = (onRoot: (root: HTMLElement) => void, html?: string): void => withRoot(initRsI18n, onRoot, html);
