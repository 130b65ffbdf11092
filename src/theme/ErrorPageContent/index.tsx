/**
 * Replaces the stock crash fallback (what an error boundary shows when a
 * page fails to render): same heading, "Try again" button and error message,
 * plus what a reader can do next (go home, report the crash with its details).
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import {ErrorBoundaryError, ErrorBoundaryTryAgainButton} from '@docusaurus/theme-common';
import type {Props} from '@theme/Error';
import Heading from '@theme/Heading';

import {links} from '@site/config/links';

import styles from './styles.module.css';

/** A prefilled GitHub issue for the docs site naming the page and the error. */
function reportUrl(path: string, error: Error): string {
  const body = [`Page: ${path}`, '', 'Error:', '```', error.message, '```'].join('\n');
  const query = new URLSearchParams({title: `Docs page crashed: ${path}`, body});
  return `${links.docsRepository}/issues/new?${query.toString()}`;
}

export default function ErrorPageContent({error, tryAgain}: Props): ReactNode {
  const {pathname} = useLocation();
  return (
    <main className={`container margin-vert--xl ${styles.crash}`}>
      <Heading as="h1">
        <Translate
          id="theme.ErrorPageContent.title"
          description="The title of the fallback page when the page crashed"
        >
          This page crashed.
        </Translate>
      </Heading>
      <p>
        <Translate
          id="theme.ErrorPageContent.explanation"
          description="The paragraph under the title of the crash fallback page"
        >
          Something went wrong while showing this page. Trying again often helps; if it does not,
          the details below tell us what broke.
        </Translate>
      </p>
      <div className={styles.actions}>
        <ErrorBoundaryTryAgainButton onClick={tryAgain} className="button button--primary" />
        <Link className="button button--secondary" to="/">
          <Translate id="theme.ErrorPageContent.home" description="Link from the crash page home">
            Go to the home page
          </Translate>
        </Link>
        <Link className="button button--secondary" href={reportUrl(pathname, error)}>
          <Translate
            id="theme.ErrorPageContent.report"
            description="Link from the crash page to a prefilled bug report"
          >
            Report the crash
          </Translate>
        </Link>
      </div>
      <section className={styles.details} aria-labelledby="crash-details">
        <Heading as="h2" id="crash-details" className={styles.detailsTitle}>
          <Translate
            id="theme.ErrorPageContent.details"
            description="Heading above the error message on the crash page"
          >
            Error message
          </Translate>
        </Heading>
        <ErrorBoundaryError error={error} />
      </section>
    </main>
  );
}
