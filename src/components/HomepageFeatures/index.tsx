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
    title: 'Datasets as REST endpoints',
    description:
      'Declare a dataset in squirrels.yml and get endpoints for its parameters and results, with OpenAPI docs generated for you.',
    to: '/docs/docs/concepts/squirrels-yml',
  },
  {
    title: 'Widget parameters',
    description:
      'Single and multi-select, date, number and text parameters, with cascading choices and options per user group.',
    to: '/docs/docs/concepts/parameters',
  },
  {
    title: 'Data models on DuckDB',
    description:
      'Sources, seeds and build models fill a virtual data lake; dbview and federate models answer each request.',
    to: '/docs/docs/concepts/models',
  },
  {
    title: 'An MCP server for AI agents',
    description:
      'Every project also serves its data catalog and datasets as MCP tools that assistants such as Claude can call.',
    to: '/docs/docs/guides/mcp',
  },
  {
    title: 'Users and access scopes',
    description:
      'Built-in users, API keys and OpenID Connect providers; public, protected and private datasets.',
    to: '/docs/docs/concepts/user',
  },
  {
    title: 'Dashboards in Python',
    description:
      'Draw charts with matplotlib, Plotly or any Python library and serve them as PNG images or HTML pages.',
    to: '/docs/docs/concepts/dashboards',
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
            <div key={title} className={clsx('col col--4', styles.column)}>
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
