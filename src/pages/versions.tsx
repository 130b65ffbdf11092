import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

import VersionList from '@site/src/components/VersionList';

import styles from './versions.module.css';

export default function Versions(): ReactNode {
  return (
    <Layout
      title={translate({id: 'versions.title', message: 'Docs versions'})}
      description={translate({
        id: 'versions.description',
        message:
          'Every version of the Squirrels documentation, which releases it covers, whether it is maintained, and links to its docs, references and release notes.',
      })}
    >
      <main className={clsx('container margin-vert--xl', styles.versions)}>
        <Heading as="h1">
          <Translate id="versions.title">Docs versions</Translate>
        </Heading>
        <p>
          <Translate id="versions.intro" values={{command: <code>pip show squirrels</code>}}>
            {
              'Each version of these docs describes one line of Squirrels releases. Read the version that matches the Squirrels you run ({command} prints it). The latest version receives every fix; a maintained version still receives fixes until the date its card gives; an unmaintained version stays online for projects that have not upgraded yet. A banner on the pages of older versions links to the latest version.'
            }
          </Translate>
        </p>
        <VersionList />
      </main>
    </Layout>
  );
}
