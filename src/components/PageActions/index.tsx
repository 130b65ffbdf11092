import {useCallback, useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import IconCopy from '@theme/Icon/Copy';
import IconExternalLink from '@theme/Icon/ExternalLink';
import IconSuccess from '@theme/Icon/Success';

import styles from './styles.module.css';

type Props = {
  /** The page's permalink, with the base URL: its Markdown twin is at `<permalink>.md`. */
  permalink: string;
  className?: string;
};

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies the text behind `url`, starting the clipboard write within the click (Safari needs that). */
async function copyFrom(url: string): Promise<void> {
  const text = () =>
    fetch(url).then((response) => {
      if (!response.ok) {
        throw new Error(`${url}: HTTP ${response.status}`);
      }
      return response.text();
    });
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const blob = text().then((markdown) => new Blob([markdown], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
    return;
  }
  await navigator.clipboard.writeText(await text());
}

/**
 * Actions on the page as Markdown, shown next to the title of docs pages and
 * blog posts: copy it, view it, or open it in an AI assistant with a prompt
 * that names its Markdown URL (written by src/plugins/markdown-twins).
 */
export default function PageActions({permalink, className}: Props): ReactNode {
  const {
    siteConfig: {url},
  } = useDocusaurusContext();
  const markdownPath = `${permalink.replace(/\/$/, '')}.md`;
  const prompt = translate(
    {
      id: 'pageActions.prompt',
      message: 'Read {url} so that I can ask questions about it.',
      description: 'The prompt the page actions send to an AI assistant',
    },
    {url: `${url}${markdownPath}`},
  );
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') {
      return undefined;
    }
    const timeout = window.setTimeout(() => setState('idle'), 2500);
    return () => window.clearTimeout(timeout);
  }, [state]);

  const copy = useCallback(() => {
    copyFrom(markdownPath).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  }, [markdownPath]);

  const status = {
    idle: '',
    copied: translate({id: 'pageActions.copied', message: 'Page copied as Markdown'}),
    failed: translate({id: 'pageActions.copyFailed', message: 'Could not copy the page'}),
  }[state];

  return (
    <div
      className={clsx(styles.actions, className)}
      role="group"
      aria-label={translate({id: 'pageActions.label', message: 'Page actions'})}
    >
      <button type="button" className={styles.action} onClick={copy}>
        {state === 'copied' ? (
          <IconSuccess className={styles.icon} aria-hidden="true" />
        ) : (
          <IconCopy className={styles.icon} aria-hidden="true" />
        )}
        {translate({id: 'pageActions.copy', message: 'Copy page'})}
      </button>
      {/* A plain link: the twin is a file, not a route, and client-side routing would show the 404 page. */}
      {/* eslint-disable-next-line @docusaurus/no-html-links */}
      <a className={styles.action} href={markdownPath} type="text/markdown">
        {translate({id: 'pageActions.view', message: 'View as Markdown'})}
      </a>
      <Link className={styles.action} to={`https://chatgpt.com/?q=${encodeURIComponent(prompt)}`}>
        {translate({id: 'pageActions.chatgpt', message: 'Open in ChatGPT'})}
        <IconExternalLink />
      </Link>
      <Link className={styles.action} to={`https://claude.ai/new?q=${encodeURIComponent(prompt)}`}>
        {translate({id: 'pageActions.claude', message: 'Open in Claude'})}
        <IconExternalLink />
      </Link>
      <span className={clsx(styles.status, state === 'failed' && styles.failed)} role="status">
        {status}
      </span>
    </div>
  );
}
