// Ejected from @theme/DocItem/Layout (3.10.2) to put the page actions on the
// breadcrumbs' row and to leave the version notes and the phone's "On this
// page" to DocItem/Content, under the title, so the title is in the first
// quarter of a phone's screen. The article is a schema.org TechArticle in
// microdata: the stock footer marks its "Last updated" date
// itemprop="dateModified", which the HTML checker rejects outside an item.
// Otherwise as stock.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useWindowSize} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import ContentVisibility from '@theme/ContentVisibility';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocItemContent from '@theme/DocItem/Content';
import DocItemFooter from '@theme/DocItem/Footer';
import type {Props} from '@theme/DocItem/Layout';
import DocItemPaginator from '@theme/DocItem/Paginator';
import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop';
import PageActions from '@site/src/components/PageActions';

import styles from './styles.module.css';

export default function DocItemLayout({children}: Props): ReactNode {
  const {metadata, frontMatter, toc} = useDoc();
  const windowSize = useWindowSize();
  const hasTOC = !frontMatter.hide_table_of_contents && toc.length > 0;
  const desktopTOC = hasTOC && (windowSize === 'desktop' || windowSize === 'ssr');
  return (
    <div className="row">
      <div className={clsx('col', hasTOC && styles.docItemCol)}>
        <ContentVisibility metadata={metadata} />
        <div className={styles.docItemContainer}>
          <article itemScope itemType="https://schema.org/TechArticle">
            <meta itemProp="headline" content={metadata.title} />
            {metadata.description && <meta itemProp="description" content={metadata.description} />}
            <div className={styles.pageHeader}>
              <DocBreadcrumbs />
              <PageActions permalink={metadata.permalink} className={styles.actions} />
            </div>
            <DocItemContent>{children}</DocItemContent>
            <DocItemFooter />
          </article>
          <DocItemPaginator />
        </div>
      </div>
      {desktopTOC && (
        <div className="col col--3">
          <DocItemTOCDesktop />
        </div>
      )}
    </div>
  );
}
