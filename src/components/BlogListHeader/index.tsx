import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';

import styles from './styles.module.css';

/** Title and one-line summary above the list of blog posts. */
export default function BlogListHeader(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const blogTitle = `${siteConfig.title} blog`;
  return (
    <header className={styles.header}>
      <Heading as="h1">{blogTitle}</Heading>
      <p className={styles.summary}>
        Releases, benchmarks and the thinking behind Squirrels, from the team that builds it.
      </p>
    </header>
  );
}
