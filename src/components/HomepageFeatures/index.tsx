import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import styles from './styles.module.css';

type Feature = {
  title: string;
  description: string;
  to: string;
};

/** What a Squirrels project gives you, each with the page that explains it. */
const features: Feature[] = [
  {
    title: 'Connections',
    description:
      'Reach SQLite, PostgreSQL, DuckDB and other databases through SQLAlchemy, ConnectorX, ADBC or DuckDB itself, with secrets kept in environment variables.',
    to: '/docs/docs/concepts/connections',
  },
  {
    title: 'Data models on DuckDB',
    description:
      'Sources, seeds and build models load a DuckDB data lake once; dbview and federate models shape each request in SQL or Python.',
    to: '/docs/docs/concepts/models',
  },
  {
    title: 'Widget parameters',
    description:
      'Single and multi selects, dates, date ranges, numbers and text, with options that can depend on each other or on the user.',
    to: '/docs/docs/concepts/parameters',
  },
  {
    title: 'Users and access scopes',
    description:
      'Log in with passwords, API keys or an identity provider; mark each dataset public, protected or private.',
    to: '/docs/docs/concepts/user',
  },
  {
    title: 'Dashboards in Python',
    description:
      'Draw charts from your datasets in Python and serve them as PNG images, behind the same parameters and access rules.',
    to: '/docs/docs/concepts/dashboards',
  },
  {
    title: 'An MCP server for AI agents',
    description:
      'Every project is also an MCP server, so AI assistants can list your datasets and query them with valid selections.',
    to: '/docs/docs/guides/mcp',
  },
  {
    title: 'Squirrels Studio',
    description:
      'Try every dataset and dashboard in the browser: pick parameter values, see the rows, and explore the data catalog.',
    to: '/docs/docs/concepts/studio',
  },
  {
    title: 'Python API',
    description:
      'Load a project in a notebook or a script with SquirrelsProject and get datasets as DataFrames, without a server.',
    to: '/docs/docs/guides/interact-in-python',
  },
];

export default function HomepageFeatures(): ReactNode {
  return (
    <section className={styles.features} aria-labelledby="features-heading">
      <div className="container">
        <Heading as="h2" id="features-heading" className={styles.heading}>
          What you get with Squirrels
        </Heading>
        <div className="row">
          {features.map(({title, description, to}) => (
            <div key={title} className={clsx('col col--3', styles.column)}>
              <Link to={to} className={clsx('card', styles.card)}>
                <div className="card__body">
                  <Heading as="h3">{title}</Heading>
                  <p>{description}</p>
                </div>
              </Link>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
