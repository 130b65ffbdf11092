/**
 * Wraps the stock blog tags page to give it a meta description, which the stock page leaves out.
 * Why: search engines and link previews show the description; without one they quote the page's first words.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type {Props} from '@theme/BlogTagsListPage';

export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <BlogTagsListPage {...props} />
      <PageMetadata
        description={translate({
          id: 'theme.blog.tagsListPage.description',
          message: 'The topics of the Squirrels blog, each with its posts.',
          description: 'The meta description of the blog tags page',
        })}
      />
    </>
  );
}
