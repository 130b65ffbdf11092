// Wraps @theme-original/BlogLayout to give the blog's post list (/blog and its
// pagination pages) an h1 header, which the stock list page lacks, and to put
// a post's table of contents in a landmark, which the stock layout does not.
import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import BlogLayout from '@theme-original/BlogLayout';
import type BlogLayoutType from '@theme/BlogLayout';
import type {WrapperProps} from '@docusaurus/types';
import BlogListHeader from '@site/src/components/BlogListHeader';

type Props = WrapperProps<typeof BlogLayoutType>;

function useIsPostList(): boolean {
  const {pathname} = useLocation();
  // The blog's list and pagination routes carry no blog metadata in their
  // route context, so the base path comes from the plugin's routeBasePath.
  const base = useBaseUrl('/blog');
  return pathname === base || new RegExp(`^${base}/page/\\d+$`).test(pathname);
}

export default function BlogLayoutWrapper({children, toc, ...props}: Props): ReactNode {
  const isPostList = useIsPostList();
  return (
    <BlogLayout {...props} toc={toc && <aside aria-label="On this page">{toc}</aside>}>
      {isPostList && <BlogListHeader />}
      {children}
    </BlogLayout>
  );
}
