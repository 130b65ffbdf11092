import {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {suggestPages} from '@site/src/site/suggest';
import type {PageEntry} from '@site/src/site/pageEntry';

import styles from './styles.module.css';

export type Props = {
  /** The path that was not found, including the base URL. */
  readonly missingPath: string;
};

/**
 * Up to five pages whose title or path resemble a path that does not exist.
 * The page index is a separate chunk, downloaded only when this renders.
 */
export default function PageSuggestions({missingPath}: Props): ReactNode {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const [suggestions, setSuggestions] = useState<PageEntry[]>();

  useEffect(() => {
    let cancelled = false;
    import('@generated/squirrels-page-index/default/page-index.json')
      .then(({default: pages}) => {
        if (!cancelled) {
          setSuggestions(suggestPages(missingPath, pages, {baseUrl}));
        }
      })
      .catch(() => {
        if (!cancelled) {
          setSuggestions([]);
        }
      });
    return () => {
      cancelled = true;
    };
  }, [missingPath, baseUrl]);

  if (!suggestions || suggestions.length === 0) {
    return null;
  }
  return (
    <section className={styles.suggestions}>
      <Heading as="h2" className={styles.title}>
        <Translate
          id="theme.NotFound.suggestions"
          description="Heading above the pages the not-found page suggests"
        >
          Did you mean one of these?
        </Translate>
      </Heading>
      <ul className={styles.list}>
        {suggestions.map((page) => (
          <li key={page.path}>
            <Link to={page.path}>{page.title}</Link>
            <span className={styles.section}>{page.section}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
