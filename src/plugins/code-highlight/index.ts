import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/preset-classic';

import {tokenCss} from './highlight';

export {default as rehypeCodeHighlight} from './rehype';

const cssFileName = 'code-tokens.css';

/**
 * Code highlighted at build time. The rehype plugin (rehype.ts, listed in the
 * docs, blog and pages options) highlights every fence with Prism in Node;
 * this plugin supplies the rest:
 * - the CodeBlock that shows those lines (theme/CodeBlock);
 * - the token colours of both code themes (`themeConfig.prism.theme` and
 *   `darkTheme`) as one CSS file (highlight.ts);
 * - a browser bundle without Prism: theme-classic's client module that loads
 *   Prism and its grammars on every page is replaced by an empty one.
 */
export default function codeHighlightPlugin(context: LoadContext): Plugin {
  const name = 'squirrels-code-highlight';
  const {prism} = context.siteConfig.themeConfig as ThemeConfig;
  if (!prism?.theme) {
    throw new Error(`${name}: themeConfig.prism.theme is not set.`);
  }
  const themes = {light: prism.theme, dark: prism.darkTheme ?? prism.theme};
  const cssPath = path.join(context.generatedFilesDir, name, 'default', cssFileName);
  return {
    name,
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },
    getClientModules() {
      return [cssPath];
    },
    async contentLoaded({actions}) {
      await actions.createData(cssFileName, tokenCss(themes));
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) {
        return {};
      }
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
            path.join(__dirname, 'client', 'no-prism-languages.ts'),
          ),
        ],
      };
    },
  };
}
