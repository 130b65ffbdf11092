import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {twinHref} from '@site/src/site/pages';

type Props = {
  /** The page's permalink, with the base URL. */
  permalink: string;
};

/**
 * Announces the page's Markdown twin, written at build time by
 * src/plugins/markdown-twins, to agents that read the `<head>`:
 * `<link rel="alternate" type="text/markdown">`.
 */
export default function MarkdownAlternate({permalink}: Props): ReactNode {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  return (
    <Head>
      <link rel="alternate" type="text/markdown" href={twinHref(permalink, baseUrl)} />
    </Head>
  );
}
