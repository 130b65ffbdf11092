import {Children, isValidElement, type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import {MDXProvider} from '@mdx-js/react';

import CodeTour from '@site/src/pages/_home/code-tour.mdx';

import styles from './styles.module.css';

/** The sentence of explanation beside a step's code. */
function StepText({children}: {children: ReactNode}): ReactNode {
  return <div className={styles.text}>{children}</div>;
}

/**
 * One step of the tour as a row: its title and text on the left, its code
 * blocks on the right (stacked below on a phone).
 */
function Step({title, children}: {title: string; children: ReactNode}): ReactNode {
  const parts = Children.toArray(children);
  const isText = (part: ReactNode) => isValidElement(part) && part.type === StepText;
  return (
    <li className={clsx('row', styles.step)}>
      <div className="col col--4">
        <Heading as="h3" className={styles.stepTitle}>
          {title}
        </Heading>
        {parts.filter(isText)}
      </div>
      <div className={clsx('col col--8', styles.code)}>{parts.filter((part) => !isText(part))}</div>
    </li>
  );
}

/**
 * The home page's code tour: a parameter, the model that reads it, and the
 * REST call that returns the dataset. The steps are written in MDX
 * (src/pages/_home/code-tour.mdx), so their code is highlighted at build time
 * and their links are checked like any page's.
 */
export default function HomepageCodeTour(): ReactNode {
  return (
    <section className={styles.tour} aria-labelledby="code-tour-heading">
      <div className="container">
        <Heading as="h2" id="code-tour-heading" className={styles.heading}>
          From a parameter to an API in three files
        </Heading>
        <p className={styles.lead}>
          Squirrels checks each selection against the parameter, runs the model in DuckDB and
          returns the rows over REST, with their schema.
        </p>
        <ol className={styles.steps}>
          {/* The theme's Markdown components, plus the tour's own two. */}
          <MDXContent>
            <MDXProvider components={{Step, StepText}}>
              <CodeTour />
            </MDXProvider>
          </MDXContent>
        </ol>
      </div>
    </section>
  );
}
