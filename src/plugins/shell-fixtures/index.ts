import type {LoadContext, Plugin} from '@docusaurus/types';

/** The routes this plugin adds, relative to the base URL. */
export const fixtureRoutes = {
  crash: '/__fixtures/crash',
  navbarItems: '/__fixtures/navbar-items',
  navigation: '/__fixtures/navigation',
} as const;

const components: Record<keyof typeof fixtureRoutes, string> = {
  crash: '@site/src/plugins/shell-fixtures/CrashPage',
  navbarItems: '@site/src/plugins/shell-fixtures/NavbarItemsPage',
  navigation: '@site/src/plugins/shell-fixtures/NavigationPage',
};

/**
 * Test-only pages for the browser tests of the page shell: a page whose
 * content crashes on demand (for the error boundary) and a page that renders
 * every navbar item type (for NavbarItem and its ComponentTypes map) and a
 * page of links to another page's heading (for scrolling after navigation). The
 * config loads this plugin only when DOCS_TEST_FIXTURES=1, which
 * `npm run build:fixtures` sets; production builds never contain these pages.
 */
export default function shellFixturesPlugin(context: LoadContext): Plugin {
  return {
    name: 'squirrels-shell-fixtures',
    contentLoaded({actions}) {
      for (const [name, path] of Object.entries(fixtureRoutes)) {
        actions.addRoute({
          path: `${context.baseUrl}${path.slice(1)}`,
          component: components[name as keyof typeof fixtureRoutes],
          exact: true,
        });
      }
    },
  };
}
