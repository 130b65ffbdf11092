/**
 * The site's not-found page (src/theme/NotFound/Content loads it as a chunk of its own): it helps readers on:
 * the missing address, pages whose title or path resemble it (from the page
 * index built by src/plugins/page-index), a search form and the main sections.
 * It also sets the page title, which the stock content leaves to its parent,
 * so unknown docs paths (rendered by the docs plugin) are titled too.
 */
import {useEffect, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {PageMetadata} from '@docusaurus/theme-common';
type Props = {className?: string};
import Heading from '@theme/Heading';

import PageSuggestions from '@site/src/components/PageSuggestions';
import {tokenize} from '@site/src/site/suggest';

import styles from './styles.module.css';

const sections = [
  {
    to: '/docs',
    label: translate({id: 'theme.NotFound.links.docs', message: 'Documentation'}),
    detail: translate({
      id: 'theme.NotFound.links.docs.detail',
      message: 'Install Squirrels, learn its concepts and follow the guides.',
    }),
  },
  {
    to: '/docs/references/cli',
    label: translate({id: 'theme.NotFound.links.references', message: 'References'}),
    detail: translate({
      id: 'theme.NotFound.links.references.detail',
      message: 'Every CLI command, Python class and REST endpoint.',
    }),
  },
  {
    to: '/blog',
    label: translate({id: 'theme.NotFound.links.blog', message: 'Blog'}),
    detail: translate({
      id: 'theme.NotFound.links.blog.detail',
      message: 'Releases, benchmarks and stories from the team.',
    }),
  },
  {
    to: '/',
    label: translate({id: 'theme.NotFound.links.home', message: 'Home page'}),
    detail: translate({
      id: 'theme.NotFound.links.home.detail',
      message: 'What Squirrels is, in a minute.',
    }),
  },
];

export default function NotFoundPage({className}: Props): ReactNode {
  const title = translate({id: 'theme.NotFound.title', message: 'Page Not Found'});
  const history = useHistory();
  const searchPage = useBaseUrl('/search');
  // The same 404.html answers every missing path, so anything that depends
  // on the path is filled in after hydration, never during the build.
  const [missingPath, setMissingPath] = useState<string>();
  const [query, setQuery] = useState('');

  useEffect(() => {
    const {pathname} = window.location;
    setMissingPath(pathname);
    setQuery(tokenize(pathname).join(' '));
  }, []);

  function search(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    history.push(`${searchPage}?${new URLSearchParams({q: query}).toString()}`);
  }

  return (
    <main className={clsx('container margin-vert--xl', styles.notFound, className)}>
      <PageMetadata
        title={title}
        description={translate({
          id: 'theme.NotFound.description',
          message:
            'There is no page at this address. Find what you were looking for among similar pages, in search or in the main sections.',
          description: 'The meta description of the 404 page',
        })}
      />
      <Heading as="h1">{title}</Heading>
      <p>
        {missingPath ? (
          <Translate
            id="theme.NotFound.missingPath"
            description="The first paragraph of the 404 page, naming the missing path"
            values={{path: <code>{missingPath}</code>}}
          >
            {'There is no page at {path}.'}
          </Translate>
        ) : (
          <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
            We could not find what you were looking for.
          </Translate>
        )}{' '}
        <Translate
          id="theme.NotFound.reason"
          description="The second paragraph of the 404 page, on why a page can be missing"
        >
          It may have moved when the docs were reorganised, or the link may have a typo.
        </Translate>
      </p>

      {missingPath && <PageSuggestions missingPath={missingPath} />}

      <form
        className={styles.search}
        action={searchPage}
        method="get"
        role="search"
        onSubmit={search}
      >
        <label htmlFor="not-found-search" className={styles.searchLabel}>
          <Translate id="theme.NotFound.search.label" description="Label of the 404 search box">
            Search the docs
          </Translate>
        </label>
        <div className={styles.searchRow}>
          <input
            id="not-found-search"
            className={styles.searchInput}
            type="search"
            name="q"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <button className="button button--primary" type="submit">
            <Translate id="theme.NotFound.search.submit" description="Button of the 404 search box">
              Search
            </Translate>
          </button>
        </div>
      </form>

      <Heading as="h2" className={styles.sectionsTitle}>
        <Translate id="theme.NotFound.sections" description="Heading above the 404 page's links">
          Or start from a section
        </Translate>
      </Heading>
      <ul className={styles.sections}>
        {sections.map((section) => (
          <li key={section.to}>
            <Link to={section.to}>{section.label}</Link>
            <span>{section.detail}</span>
          </li>
        ))}
      </ul>
    </main>
  );
}
