// Ejected from @theme/DocItem/Layout (3.10.2): page actions on the breadcrumbs' row, version notes
// and phone TOC left to DocItem/Content (under the title), a TechArticle; see the CUSTOM CODE blocks.
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useWindowSize} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import DocItemPaginator from '@theme/DocItem/Paginator';
// CUSTOM CODE
// DocItem/Content renders the version banner and badge, under the title.
// CUSTOM CODE END
import DocItemFooter from '@theme/DocItem/Footer';
import DocItemTOCMobile from '@theme/DocItem/TOC/Mobile';
import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop';
import DocItemContent from '@theme/DocItem/Content';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import ContentVisibility from '@theme/ContentVisibility';
import type {Props} from '@theme/DocItem/Layout';
// CUSTOM CODE
import PageActions from '@site/src/components/PageActions';
// CUSTOM CODE END

import styles from './styles.module.css';

/**
 * Decide if the toc should be rendered, on mobile or desktop viewports
 */
function useDocTOC() {
  const {frontMatter, toc} = useDoc();
  const windowSize = useWindowSize();

  const hidden = frontMatter.hide_table_of_contents;
  const canRender = !hidden && toc.length > 0;

  const mobile = canRender ? <DocItemTOCMobile /> : undefined;

  const desktop =
    canRender && (windowSize === 'desktop' || windowSize === 'ssr') ? (
      <DocItemTOCDesktop />
    ) : undefined;

  return {
    hidden,
    mobile,
    desktop,
  };
}

export default function DocItemLayout({children}: Props): ReactNode {
  const docTOC = useDocTOC();
  const {metadata} = useDoc();
  // CUSTOM CODE
  // The text keeps room for the table of contents only when the page has one (docTOC.mobile
  // is set exactly then); the stock layout keeps it unless the front matter hides the TOC.
  const hasTOC = docTOC.mobile !== undefined;
  // CUSTOM CODE END
  return (
    <div className="row">
      <div
        // CUSTOM CODE
        className={clsx('col', hasTOC && styles.docItemCol)}
        // CUSTOM CODE END
      >
        <ContentVisibility metadata={metadata} />
        {/* CUSTOM CODE */}
        {/* DocItem/Content renders the version banner, under the title. */}
        {/* CUSTOM CODE END */}
        <div className={styles.docItemContainer}>
          <article
            // CUSTOM CODE
            // A schema.org TechArticle: the stock footer marks the "Last updated" date
            // itemprop="dateModified", which is valid HTML only inside an item.
            itemScope
            itemType="https://schema.org/TechArticle"
            // CUSTOM CODE END
          >
            {/* CUSTOM CODE */}
            <meta itemProp="headline" content={metadata.title} />
            {metadata.description && (
              <meta itemProp="description" content={metadata.description} />
            )}
            {/* The page actions on the breadcrumbs' row. The version badge and the phone's
                "On this page" are rendered by DocItem/Content, under the title. */}
            <div className={styles.pageHeader}>
              <DocBreadcrumbs />
              <PageActions permalink={metadata.permalink} className={styles.actions} />
            </div>
            {/* CUSTOM CODE END */}
            <DocItemContent>{children}</DocItemContent>
            <DocItemFooter />
          </article>
          <DocItemPaginator />
        </div>
      </div>
      {docTOC.desktop && <div className="col col--3">{docTOC.desktop}</div>}
    </div>
  );
}
