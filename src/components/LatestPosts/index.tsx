import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {usePluginData} from '@docusaurus/useGlobalData';
import Heading from '@theme/Heading';
import type {LatestPostsData} from '@site/src/site/latestPosts';

import styles from './styles.module.css';

const dateFormat = new Intl.DateTimeFormat('en', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/**
 * The newest blog posts, from the blog plugin's content (published by
 * `src/plugins/latest-posts`), with a link to the blog.
 */
export default function LatestPosts(): ReactNode {
  const {posts} = usePluginData('squirrels-latest-posts') as LatestPostsData;
  if (posts.length === 0) {
    return null;
  }
  return (
    <section className={styles.latest} aria-labelledby="latest-posts-heading">
      <div className="container">
        <div className={styles.header}>
          <Heading as="h2" id="latest-posts-heading" className={styles.heading}>
            From the blog
          </Heading>
          <Link to="/blog">All posts</Link>
        </div>
        <ul className={clsx('row', styles.list)}>
          {posts.map((post) => (
            <li key={post.permalink} className={clsx('col col--4', styles.item)}>
              <article className={styles.post}>
                <Heading as="h3" className={styles.title}>
                  <Link to={post.permalink}>{post.title}</Link>
                </Heading>
                <p className={styles.meta}>
                  <time dateTime={post.date}>{dateFormat.format(new Date(post.date))}</time>
                  {post.readingTime === undefined
                    ? null
                    : ` · ${Math.max(1, Math.ceil(post.readingTime))} min read`}
                </p>
                <p className={styles.description}>{post.description}</p>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
