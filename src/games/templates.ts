/**
 * Template games (folders `src/games/_*`, the skeleton) are left out of every build players get.
 * A build made with STOLIK_TEMPLATES=1 (the e2e's build B, test/e2e/templates.e2e.ts) takes them
 * in like any game, so the template is played end to end in the real app: the registry lists it,
 * the bot worker finds its engine and bots, and its strings come from its own folder.
 *
 * `__TEMPLATES__` is replaced by vite.config.ts (and the prerender) with `true` or `false`, so in
 * a production build every branch on it folds away with the template's code. Where nothing
 * defines it (unit tests, scripts), it is off.
 */
declare const __TEMPLATES__: boolean | undefined;

export const TEMPLATES: boolean = typeof __TEMPLATES__ === 'boolean' && __TEMPLATES__;
