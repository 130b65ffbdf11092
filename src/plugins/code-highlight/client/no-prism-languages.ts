/**
 * Stands in for theme-classic's `prism-include-languages` client module in
 * the browser bundle (index.ts swaps it in). The stock module imports Prism
 * and loads the extra grammars on every page; code is highlighted at build
 * time here, so the browser needs neither.
 */
export {};
