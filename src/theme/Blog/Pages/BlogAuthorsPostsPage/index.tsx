/**
 * Wraps the stock page of an author's posts to give it a meta description: the author's own (`description` in authors.yml), else one naming the author.
 * Why: the stock page sets only a title; search engines and link previews then quote the page's first words.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import BlogAuthorsPostsPage from '@theme-original/Blog/Pages/BlogAuthorsPostsPage';
import type {Props} from '@theme/Blog/Pages/BlogAuthorsPostsPage';

export default function BlogAuthorsPostsPageWrapper(props: Props): ReactNode {
  const {author} = props;
  const description =
    author.description ??
    translate(
      {
        id: 'theme.blog.authorPage.description',
        message: 'Posts by {name} on the Squirrels blog.',
        description: 'The meta description of the page of an author without a description',
      },
      {name: author.name ?? author.key},
    );
  return (
    <>
      <BlogAuthorsPostsPage {...props} />
      <PageMetadata description={description} />
    </>
  );
}
