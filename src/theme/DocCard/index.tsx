// Wraps @theme-original/DocCard to give a doc's card the description that src/plugins/docs moved
// from the version's metadata (which every page loads) to the category page that shows the card.
import type {ReactNode} from 'react';
import DocCard from '@theme-original/DocCard';
import type DocCardType from '@theme/DocCard';
import type {WrapperProps} from '@docusaurus/types';
import {useCardDescription} from '@site/src/components/CardDescriptions';

type Props = WrapperProps<typeof DocCardType>;

export default function DocCardWrapper({item}: Props): ReactNode {
  const description = useCardDescription(
    item.type === 'link' && item.description === undefined ? item.docId : undefined,
  );
  return <DocCard item={description === undefined ? item : {...item, description}} />;
}
