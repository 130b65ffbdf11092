/**
 * Replaces the stock not-found content (safe to eject) with the site's 404 page (src/components/NotFoundPage: the missing path, similar pages, a search form, the main sections).
 * Loaded as a chunk of its own: the docs plugin renders this component for unknown docs paths, so it would otherwise ship with every docs page. The build waits for it, so 404.html has the whole page.
 */
import {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/NotFound/Content';

const NotFoundPage = lazy(() => import('@site/src/components/NotFoundPage'));

export default function NotFoundContent(props: Props): ReactNode {
  return (
    <Suspense fallback={null}>
      <NotFoundPage {...props} />
    </Suspense>
  );
}
