// Wraps @theme-original/DocItem/Metadata so each doc's og:image and
// twitter:image is its own social card, unless its front matter sets an image.
import type {ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import type {WrapperProps} from '@docusaurus/types';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import SocialCardMeta from '@site/src/components/SocialCardMeta';

type Props = WrapperProps<typeof MetadataType>;

export default function DocItemMetadataWrapper(props: Props): ReactNode {
  const {metadata, frontMatter, assets} = useDoc();
  const ownImage = assets.image ?? frontMatter.image;
  return (
    <>
      <Metadata {...props} />
      {!ownImage && <SocialCardMeta permalink={metadata.permalink} title={metadata.title} />}
    </>
  );
}
