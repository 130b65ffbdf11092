/**
 * Runs before React hydrates (client modules are imported before the client
 * entry preloads the page's chunks): an address that names the page's HTML
 * file becomes the route's path. Docusaurus would render the right route
 * for `/docs/docs/intro.html` but preload the chunks of the address, which
 * match no route, so the page's content was missing when React hydrated
 * the server HTML: error #418 and a full re-render on every docs page.
 */
import routes from '@generated/routes';

import {routePathOf} from './routePath';

if (typeof window !== 'undefined') {
  const {pathname, search, hash} = window.location;
  const routePath = routePathOf(pathname, routes);
  if (routePath !== null) {
    window.history.replaceState(window.history.state, '', `${routePath}${search}${hash}`);
  }
}
