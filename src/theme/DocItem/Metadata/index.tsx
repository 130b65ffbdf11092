// Wraps @theme-original/DocItem/Metadata to announce the doc's Markdown twin and to make
// og:image and twitter:image its own social card, unless its front matter sets an image.
import type {ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import type {WrapperProps} from '@docusaurus/types';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import MarkdownAlternate from '@site/src/components/MarkdownAlternate';
import SocialCardMeta from '@site/src/components/SocialCardMeta';

type Props = WrapperProps<typeof MetadataType>;

export default function DocItemMetadataWrapper(props: Props): ReactNode {
  const {metadata, frontMatter, assets} = useDoc();
  const ownImage = assets.image ?? frontMatter.image;
  return (
    <>
      <Metadata {...props} />
      <MarkdownAlternate permalink={metadata.permalink} />
      {!ownImage && <SocialCardMeta permalink={metadata.permalink} title={metadata.title} />}
    </>
  );
}
