import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useVersions, type GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';

import {docsVersions, formatDay, type DocsVersionPolicy} from '@site/config/versions';

import styles from './styles.module.css';

const policies: Record<string, DocsVersionPolicy> = docsVersions;

/** The pip requirement that installs the newest release of a version line. */
function requirement(label: string): string {
  return `squirrels==${label.replace(/x$/, '*')}`;
}

function StatusBadge({status}: {status: DocsVersionPolicy['status']}): ReactNode {
  const badges = {
    latest: (
      <Translate id="versions.status.latest" description="Status of the newest docs version">
        Latest
      </Translate>
    ),
    maintained: (
      <Translate
        id="versions.status.maintained"
        description="Status of a previous docs version that still gets fixes"
      >
        Maintained
      </Translate>
    ),
    unmaintained: (
      <Translate id="versions.status.unmaintained" description="Status of an old docs version">
        Unmaintained
      </Translate>
    ),
  };
  return <span className={clsx('badge', styles.badge, styles[status])}>{badges[status]}</span>;
}

/** The path of a doc of a version, if both exist. */
function docPath(versions: GlobalVersion[], name: string, id: string | undefined) {
  return versions.find((version) => version.name === name)?.docs.find((doc) => doc.id === id)?.path;
}

function VersionCard({
  version,
  versions,
}: {
  version: GlobalVersion;
  versions: GlobalVersion[];
}): ReactNode {
  const policy = policies[version.name];
  const sidebarLink = (id: string) => version.sidebars?.[id]?.link?.path;
  const guide = policy?.upgradeGuide;
  const candidates: {to: string | undefined; label: ReactNode}[] = [
    {
      to: sidebarLink('docs') ?? version.path,
      label: <Translate id="versions.links.docs">Docs</Translate>,
    },
    {
      to: sidebarLink('references'),
      label: <Translate id="versions.links.references">References</Translate>,
    },
    {
      to: sidebarLink('releases') ?? docPath(versions, version.name, policy?.releaseNotes),
      label: <Translate id="versions.links.releases">Release notes</Translate>,
    },
    {
      to: guide && docPath(versions, guide.version, guide.id),
      label: (
        <Translate
          id="versions.links.upgrade"
          description="Link from an old docs version to the guide that upgrades its projects"
        >
          Upgrade guide
        </Translate>
      ),
    },
  ];
  const links = candidates.filter((link): link is {to: string; label: ReactNode} =>
    Boolean(link.to),
  );

  return (
    <article className={styles.card} aria-labelledby={`version-${version.name}`}>
      <div className={styles.cardHeader}>
        <Heading as="h2" id={`version-${version.name}`} className={styles.label}>
          {version.label}
        </Heading>
        {policy && <StatusBadge status={policy.status} />}
      </div>
      {policy && (
        <p className={styles.summary}>
          <Translate
            id="versions.releases"
            values={{releases: policy.releases}}
            description="Which Squirrels releases a docs version covers"
          >
            {'Squirrels {releases}.'}
          </Translate>{' '}
          {policy.summary}
          {policy.status === 'maintained' && (
            <>
              {' '}
              <Translate
                id="versions.fixesUntil"
                values={{date: formatDay(policy.fixesUntil)}}
                description="Until when a maintained docs version gets fixes"
              >
                {'Fixes until {date}.'}
              </Translate>
            </>
          )}
        </p>
      )}
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
      <CodeBlock language="bash" className={styles.install}>
        {`pip install "${requirement(version.label)}"`}
      </CodeBlock>
    </article>
  );
}

/** Every docs version, newest first, with its status and where its pages are. */
export default function VersionList(): ReactNode {
  const versions = useVersions('default');
  return (
    <div className={styles.list}>
      {versions.map((version) => (
        <VersionCard key={version.name} version={version} versions={versions} />
      ))}
    </div>
  );
}
