// Wraps @theme-original/BlogPostItem/Header to put the page actions under a
// post's title, date and authors, on the post's own page only (not in lists).
import type {ReactNode} from 'react';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {WrapperProps} from '@docusaurus/types';
import Header from '@theme-original/BlogPostItem/Header';
import type HeaderType from '@theme/BlogPostItem/Header';
import PageActions from '@site/src/components/PageActions';

import styles from './styles.module.css';

type Props = WrapperProps<typeof HeaderType>;

export default function BlogPostItemHeaderWrapper(props: Props): ReactNode {
  const {isBlogPostPage, metadata} = useBlogPost();
  return (
    <>
      <Header {...props} />
      {isBlogPostPage && (
        <PageActions permalink={metadata.permalink} align="start" className={styles.actions} />
      )}
    </>
  );
}
