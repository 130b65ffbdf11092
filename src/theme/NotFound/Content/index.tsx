/**
 * Replaces the stock not-found content (safe to eject) with the site's 404 page (src/components/NotFoundPage: the missing path, similar pages, a search form, the main sections).
 * Imported, not loaded lazily: 404.html answers every missing address, and a
 * lazy chunk still loading when React hydrates that page made React drop the
 * page's markup and render nothing until the chunk arrived, so the heading
 * left the screen (seen on every not-found path). The page costs the docs
 * pages, which render it for unknown docs paths, about 2.5 KB gzip.
 */
import type {ReactNode} from 'react';
import type {Props} from '@theme/NotFound/Content';
import NotFoundPage from '@site/src/components/NotFoundPage';

export default function NotFoundContent(props: Props): ReactNode {
  return <NotFoundPage {...props} />;
}
