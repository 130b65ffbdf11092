// Wraps @theme-original/MDXComponents/A so that Markdown links leaving the
// site show the external-link icon and its "(opens in new tab)" label.
import type {ReactNode} from 'react';
import isInternalUrl from '@docusaurus/isInternalUrl';
import type {WrapperProps} from '@docusaurus/types';
import IconExternalLink from '@theme/Icon/ExternalLink';
import A from '@theme-original/MDXComponents/A';
import type AType from '@theme/MDXComponents/A';

type Props = WrapperProps<typeof AType>;

export default function MDXAWrapper({children, ...props}: Props): ReactNode {
  const isExternal = /^https?:\/\//.test(props.href ?? '') && !isInternalUrl(props.href);
  return (
    <A {...props}>
      {children}
      {isExternal && <IconExternalLink />}
    </A>
  );
}
