import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import Terminal, {type TerminalStep} from '@site/src/components/Terminal';

import styles from './styles.module.css';

/** The first commands of a Squirrels 0.5 project, from install to a running server. */
const quickStart: TerminalStep[] = [
  {comment: 'Install the framework and its sqrl command', command: 'pip install squirrels'},
  {
    comment: 'Create an example project in a new folder',
    command: 'sqrl new bikeshare --use-defaults',
  },
  {comment: 'Work from the project folder', command: 'cd bikeshare'},
  {comment: 'Build the DuckDB data lake from the sources and seeds', command: 'sqrl build'},
  {comment: 'Serve the REST API, the MCP server and Studio', command: 'sqrl run'},
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
              You describe connections, widget parameters and data models in YAML, SQL and Python;
              Squirrels serves every dataset as a REST endpoint and an MCP tool, with users, access
              scopes and caching built in.
            </p>
            <div className={styles.buttons}>
              <Link className="button button--primary button--lg" to="/docs/docs/start">
                Get started
              </Link>
              <Link className={clsx('button button--lg', styles.secondary)} to="/docs">
                Read the docs
              </Link>
            </div>
          </div>
          <div className="col col--6">
            <Terminal steps={quickStart} label="Quick start commands" className={styles.terminal} />
          </div>
        </div>
      </div>
    </header>
  );
}
