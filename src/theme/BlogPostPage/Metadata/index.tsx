// Wraps @theme-original/BlogPostPage/Metadata so each post's og:image and
// twitter:image is its own social card, unless its front matter sets an image.
import type {ReactNode} from 'react';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {WrapperProps} from '@docusaurus/types';
import Metadata from '@theme-original/BlogPostPage/Metadata';
import type MetadataType from '@theme/BlogPostPage/Metadata';
import SocialCardMeta from '@site/src/components/SocialCardMeta';

type Props = WrapperProps<typeof MetadataType>;

export default function BlogPostPageMetadataWrapper(props: Props): ReactNode {
  const {metadata, assets} = useBlogPost();
  const ownImage = assets.image ?? metadata.frontMatter.image;
  return (
    <>
      <Metadata {...props} />
      {!ownImage && <SocialCardMeta permalink={metadata.permalink} title={metadata.title} />}
    </>
  );
}
