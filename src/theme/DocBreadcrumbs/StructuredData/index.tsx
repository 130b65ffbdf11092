/**
 * Wraps the stock breadcrumb structured data (JSON-LD `BreadcrumbList`) so its URLs are the pages' addresses.
 * Why: the stock data writes each breadcrumb's `href` as the docs plugin holds it, and a category's index page ends in `/` (`/docs/references/python/`), an address that answers 404 with `trailingSlash: false`; the visible breadcrumbs go through `<Link>`, which applies the site's trailing-slash rule, and this applies the same rule.
 */
import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import StructuredData from '@theme-original/DocBreadcrumbs/StructuredData';
import type {Props} from '@theme/DocBreadcrumbs/StructuredData';

export default function StructuredDataWrapper({breadcrumbs}: Props): ReactNode {
  const {
    siteConfig: {trailingSlash, baseUrl},
  } = useDocusaurusContext();
  return (
    <StructuredData
      breadcrumbs={breadcrumbs.map((crumb) =>
        crumb.href
          ? {...crumb, href: applyTrailingSlash(crumb.href, {trailingSlash, baseUrl})}
          : crumb,
      )}
    />
  );
}
