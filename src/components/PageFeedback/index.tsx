import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import IconExternalLink from '@theme/Icon/ExternalLink';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {links} from '@site/config/links';
import {absoluteUrl} from '@site/src/site/urls';

import styles from './styles.module.css';

type Props = {
  /** Title of the page the feedback is about. */
  title: string;
  /** Its permalink, with the base URL. */
  permalink: string;
};

/** The address of a new issue in the docs repository, prefilled for this page and answer. */
export function feedbackIssueUrl(
  {title, permalink}: Props,
  siteUrl: string,
  helpful: boolean,
): string {
  const pageUrl = absoluteUrl(siteUrl, permalink);
  const body = [
    `Page: ${pageUrl}`,
    `Was it helpful? ${helpful ? 'Yes' : 'No'}`,
    '',
    helpful
      ? 'What helped, and what would make the page even better?'
      : 'What were you looking for, and what was missing, unclear or wrong?',
    '',
  ].join('\n');
  const query = new URLSearchParams({
    title: `Docs feedback: ${title}`,
    body,
    labels: 'docs-feedback',
  });
  return `${links.docsRepository}/issues/new?${query.toString()}`;
}

/**
 * "Was this page helpful?" at the end of a docs page: each answer opens a
 * new GitHub issue in the docs repository, prefilled with the page and the
 * answer, so readers can say what to change.
 */
export default function PageFeedback(props: Props): ReactNode {
  const {
    siteConfig: {url},
  } = useDocusaurusContext();
  return (
    <aside className={styles.feedback} aria-labelledby="page-feedback-question">
      <p id="page-feedback-question" className={styles.question}>
        <Translate id="pageFeedback.question">Was this page helpful?</Translate>
      </p>
      <Link
        className="button button--sm button--outline button--secondary"
        to={feedbackIssueUrl(props, url, true)}
      >
        <Translate id="pageFeedback.yes">Yes</Translate>
        <IconExternalLink />
      </Link>
      <Link
        className="button button--sm button--outline button--secondary"
        to={feedbackIssueUrl(props, url, false)}
      >
        <Translate id="pageFeedback.no">No</Translate>
        <IconExternalLink />
      </Link>
    </aside>
  );
}
