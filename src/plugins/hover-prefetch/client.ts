import type {ClientModule} from '@docusaurus/types';

type DocusaurusGlobal = {prefetch: (routePath: string) => false | Promise<unknown>};

let patched = false;

/**
 * `<Link>` calls `window.docusaurus.prefetch` when a link enters the viewport
 * and `window.docusaurus.preload` on mouse enter, touch start and focus. The
 * global is set just before the first render, after client modules load, so
 * the prefetch is replaced in the layout effect of the first render, before any
 * IntersectionObserver callback can run.
 */
const client: ClientModule = {
  onRouteDidUpdate() {
    const scope = window as unknown as {docusaurus?: DocusaurusGlobal};
    if (!patched && scope.docusaurus) {
      // The object itself is read-only: replace it with a copy.
      scope.docusaurus = {...scope.docusaurus, prefetch: () => false};
      patched = true;
    }
  },
};

export default client;
