// Wraps @theme-original/BlogPostPage/Metadata to announce the post's Markdown twin and to make
// og:image and twitter:image its own social card, unless its front matter sets an image.
import type {ReactNode} from 'react';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {WrapperProps} from '@docusaurus/types';
import Metadata from '@theme-original/BlogPostPage/Metadata';
import type MetadataType from '@theme/BlogPostPage/Metadata';
import MarkdownAlternate from '@site/src/components/MarkdownAlternate';
import SocialCardMeta from '@site/src/components/SocialCardMeta';

type Props = WrapperProps<typeof MetadataType>;

export default function BlogPostPageMetadataWrapper(props: Props): ReactNode {
  const {metadata, assets} = useBlogPost();
  const ownImage = assets.image ?? metadata.frontMatter.image;
  return (
    <>
      <Metadata {...props} />
      <MarkdownAlternate permalink={metadata.permalink} />
      {!ownImage && <SocialCardMeta permalink={metadata.permalink} alt={metadata.title} />}
    </>
  );
}
