/**
 * Wraps the stock blog authors page to give it a meta description, which the stock page leaves out.
 * Why: search engines and link previews show the description; without one they quote the page's first words.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type {Props} from '@theme/Blog/Pages/BlogAuthorsListPage';

export default function BlogAuthorsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <BlogAuthorsListPage {...props} />
      <PageMetadata
        description={translate({
          id: 'theme.blog.authorsListPage.description',
          message: 'Who writes the Squirrels blog.',
          description: 'The meta description of the blog authors page',
        })}
      />
    </>
  );
}
