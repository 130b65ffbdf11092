// Wraps @theme-original/DocCategoryGeneratedIndexPage to show a category's title before its
// version notes, as on doc pages (see DocItem/Content), to announce the page's Markdown twin,
// to tell crawlers what doc pages tell them (DocItem/Metadata): the version in the title of
// an older version, `og:type` article, and the version's noindex, which the docs plugin puts on
// its doc pages only; and to hand its cards their docs' descriptions (src/plugins/docs).
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {PageMetadata} from '@docusaurus/theme-common';
import type {WrapperProps} from '@docusaurus/types';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type DocCategoryGeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';
import MarkdownAlternate from '@site/src/components/MarkdownAlternate';
import {CardDescriptionsProvider} from '@site/src/components/CardDescriptions';
import type {CardDescriptions} from '@site/src/plugins/docs/cards';

import styles from './styles.module.css';

type Props = WrapperProps<typeof DocCategoryGeneratedIndexPageType> & {
  /** The descriptions of the docs on this page's cards (src/plugins/docs). */
  cardDescriptions?: CardDescriptions;
};

export default function DocCategoryGeneratedIndexPageWrapper({
  cardDescriptions,
  ...props
}: Props): ReactNode {
  const version = useDocsVersion();
  return (
    <div className={styles.titleFirst}>
      <MarkdownAlternate permalink={props.categoryGeneratedIndex.permalink} />
      <CardDescriptionsProvider descriptions={cardDescriptions}>
        <DocCategoryGeneratedIndexPage {...props} />
      </CardDescriptionsProvider>
      {/* After the stock page's own metadata, so these replace it. */}
      {!version.isLast && (
        <PageMetadata title={`${props.categoryGeneratedIndex.title} (${version.label})`} />
      )}
      <Head>
        <meta property="og:type" content="article" />
        {version.noIndex && <meta name="robots" content="noindex, nofollow" />}
      </Head>
    </div>
  );
}
