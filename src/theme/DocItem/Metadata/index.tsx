// Wraps @theme-original/DocItem/Metadata to announce the doc's Markdown twin, to make
// og:image and twitter:image its own social card, unless its front matter sets an image,
// to mark the page an article (og:type), and to put the version in the title of a page
// of an older version ("sqrl compile (0.4.x) | Squirrels"), which search results show.
// A page of an unmaintained version shows the version's one card, and says so in its alt.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {PageMetadata} from '@docusaurus/theme-common';
import type {WrapperProps} from '@docusaurus/types';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import MarkdownAlternate from '@site/src/components/MarkdownAlternate';
import SocialCardMeta from '@site/src/components/SocialCardMeta';
import {cardAlt, versionCard} from '@site/src/site/pages';

type Props = WrapperProps<typeof MetadataType>;

export default function DocItemMetadataWrapper(props: Props): ReactNode {
  const {metadata, frontMatter, assets} = useDoc();
  const version = useDocsVersion();
  const ownImage = assets.image ?? frontMatter.image;
  const cardText =
    version.banner === 'unmaintained' ? cardAlt(versionCard(version.label)) : metadata.title;
  return (
    <>
      <Metadata {...props} />
      {/* Later in the tree than the stock title, so it replaces it. */}
      {!version.isLast && <PageMetadata title={`${metadata.title} (${version.label})`} />}
      <Head>
        <meta property="og:type" content="article" />
      </Head>
      <MarkdownAlternate permalink={metadata.permalink} />
      {!ownImage && <SocialCardMeta permalink={metadata.permalink} alt={cardText} />}
    </>
  );
}
