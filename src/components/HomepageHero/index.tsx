import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';

import styles from './styles.module.css';

/** Shell commands shown in the hero, from install to a running server. */
const quickStart: {command: string; comment: string}[] = [
  {comment: 'Install the framework', command: 'pip install squirrels'},
  {
    comment: 'Create a project with the default choices',
    command: 'sqrl new bikeshare --use-defaults',
  },
  {
    comment: 'Load the data and start the API server',
    command: 'cd bikeshare && sqrl build && sqrl run',
  },
];

export default function HomepageHero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={clsx('hero', styles.hero)}>
      <div className="container">
        <div className="row">
          <div className={clsx('col col--6', styles.intro)}>
            <Heading as="h1" className={styles.title}>
              {siteConfig.title}
            </Heading>
            <p className={styles.tagline}>{siteConfig.tagline}</p>
            <p>
              Describe connections, widget parameters and data models in YAML, SQL and Python.
              Squirrels turns each dataset into a REST endpoint and an MCP tool, with users, access
              scopes and caching built in.
            </p>
            <div className={styles.buttons}>
              <Link className="button button--primary button--lg" to="/docs/docs/start">
                Get started
              </Link>
              <Link className="button button--secondary button--lg" to="/docs/docs/intro">
                Read the introduction
              </Link>
            </div>
          </div>
          <div className="col col--6">
            {/* tabIndex lets keyboard users scroll the commands on narrow screens. */}
            <pre className={styles.terminal} aria-label="Quick start commands" tabIndex={0}>
              {quickStart.map(({command, comment}) => (
                <code key={command} className={styles.line}>
                  <span className={styles.comment}># {comment}</span>
                  {'\n'}
                  <span className={styles.prompt} aria-hidden="true">
                    ${' '}
                  </span>
                  {command}
                  {'\n'}
                </code>
              ))}
            </pre>
          </div>
        </div>
      </div>
    </header>
  );
}
