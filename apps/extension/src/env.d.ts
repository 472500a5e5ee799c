/** The dashboard origin this build trusts (wxt.config.ts, from FILLDECK_URL). */
declare const __FILLDECK_URL__: string;

declare module '*.css';
