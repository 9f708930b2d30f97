/// <reference types="vite/client" />
/** Set by vite.config.ts: tells two builds apart. */
declare const __BUILD_ID__: string;

declare module '*.md' {
  const page: import('../scripts/rules-plugin').CompiledRules;
  export default page;
}
