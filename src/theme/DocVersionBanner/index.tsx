// Wraps @theme-original/DocVersionBanner to add a banner for a `maintained` version (config/versions.ts):
// the docs plugin's banners are only 'unreleased' and 'unmaintained'; other versions get the stock banner.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  useActivePlugin,
  useDocsPreferredVersion,
  useDocsVersion,
  useDocVersionSuggestions,
} from '@docusaurus/plugin-content-docs/client';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {WrapperProps} from '@docusaurus/types';
import DocVersionBanner from '@theme-original/DocVersionBanner';
import type DocVersionBannerType from '@theme/DocVersionBanner';
import {docsVersions, formatDay, type DocsVersionPolicy} from '@site/config/versions';

type Props = WrapperProps<typeof DocVersionBannerType>;

const policies: Record<string, DocsVersionPolicy> = docsVersions;

/** The stock banner's markup and link to the same doc in the latest version, with the maintained line's words. */
function MaintainedBanner({className, fixesUntil}: Props & {fixesUntil: string}): ReactNode {
  const {
    siteConfig: {title: siteTitle},
  } = useDocusaurusContext();
  const version = useDocsVersion();
  // failfast throws outside a docs plugin's pages, so there is always one here.
  const pluginId = useActivePlugin({failfast: true})?.pluginId ?? 'default';
  const {savePreferredVersionName} = useDocsPreferredVersion(pluginId);
  const {latestDocSuggestion, latestVersionSuggestion} = useDocVersionSuggestions(pluginId);
  const to =
    latestDocSuggestion?.path ??
    latestVersionSuggestion.docs.find((doc) => doc.id === latestVersionSuggestion.mainDocId)
      ?.path ??
    latestVersionSuggestion.path;
  return (
    <div
      className={clsx(
        className,
        ThemeClassNames.docs.docVersionBanner,
        'alert alert--info margin-bottom--md',
      )}
      role="alert"
    >
      <div>
        <Translate
          id="site.docs.versions.maintainedVersionLabel"
          description="The banner of a docs version that still gets fixes, until a date"
          values={{
            siteTitle,
            versionLabel: <b>{version.label}</b>,
            date: <b>{formatDay(fixesUntil)}</b>,
          }}
        >
          {
            'This is documentation for {siteTitle} {versionLabel}, which still gets fixes until {date}.'
          }
        </Translate>
      </div>
      <div className="margin-top--md">
        <Translate
          id="site.docs.versions.newestVersionSuggestionLabel"
          description="Points readers of a maintained docs version to the latest one"
          values={{
            versionLabel: latestVersionSuggestion.label,
            latestVersionLink: (
              <b>
                <Link
                  to={to}
                  onClick={() => savePreferredVersionName(latestVersionSuggestion.name)}
                >
                  <Translate id="theme.docs.versions.latestVersionLinkLabel">
                    latest version
                  </Translate>
                </Link>
              </b>
            ),
          }}
        >
          {'For the newest release line, see the {latestVersionLink} ({versionLabel}).'}
        </Translate>
      </div>
    </div>
  );
}

export default function DocVersionBannerWrapper(props: Props): ReactNode {
  const {version} = useDocsVersion();
  const policy = policies[version];
  if (policy?.status === 'maintained') {
    return <MaintainedBanner {...props} fixesUntil={policy.fixesUntil} />;
  }
  return <DocVersionBanner {...props} />;
}
