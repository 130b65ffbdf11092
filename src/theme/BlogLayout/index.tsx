// Wraps @theme-original/BlogLayout to give the blog's post list (/blog and its
// pagination pages) an h1 header; the stock list page has no h1 at all.
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

export default function BlogLayoutWrapper({children, ...props}: Props): ReactNode {
  const isPostList = useIsPostList();
  return (
    <BlogLayout {...props}>
      {isPostList && <BlogListHeader />}
      {children}
    </BlogLayout>
  );
}
