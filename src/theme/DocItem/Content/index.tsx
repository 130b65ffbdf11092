// Wraps @theme-original/DocItem/Content to put the page actions (copy as
// Markdown, view as Markdown, open in an AI assistant) right above the title.
import type {ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import type {WrapperProps} from '@docusaurus/types';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import PageActions from '@site/src/components/PageActions';

type Props = WrapperProps<typeof ContentType>;

export default function DocItemContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <PageActions permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
