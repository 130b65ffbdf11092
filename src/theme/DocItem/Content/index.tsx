// Ejected from @theme/DocItem/Content (3.10.2) to put a doc's version notes and the phone's "On
// this page" right under its title instead of above it (DocItem/Layout leaves them out).
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import type {Props} from '@theme/DocItem/Content';
// CUSTOM CODE
import DocItemTOCMobile from '@theme/DocItem/TOC/Mobile';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocVersionBanner from '@theme/DocVersionBanner';

import styles from './styles.module.css';
// CUSTOM CODE END

/**
 Title can be declared inside md content or declared through
 front matter and added manually. To make both cases consistent,
 the added title is added under the same div.markdown block
 See https://github.com/facebook/docusaurus/pull/4882#issuecomment-853021120

 We render a "synthetic title" if:
 - user doesn't ask to hide it with front matter
 - the markdown content does not already contain a top-level h1 heading
*/
function useSyntheticTitle(): string | null {
  const {metadata, frontMatter, contentTitle} = useDoc();
  const shouldRender =
    !frontMatter.hide_title && typeof contentTitle === 'undefined';
  if (!shouldRender) {
    return null;
  }
  return metadata.title;
}

// CUSTOM CODE
/**
 * The version notes (an older version's banner, the version badge) and the phone's "On this
 * page", which DocItem/Layout leaves out: right under the title, or above the Markdown when the
 * Markdown has its own title.
 */
function DocNotes(): ReactNode {
  const {frontMatter, toc} = useDoc();
  const hasTOC = !frontMatter.hide_table_of_contents && toc.length > 0;
  return (
    <div className={styles.notes}>
      <DocVersionBanner className={styles.banner} />
      <DocVersionBadge />
      {hasTOC && <DocItemTOCMobile />}
    </div>
  );
}
// CUSTOM CODE END

export default function DocItemContent({children}: Props): ReactNode {
  const syntheticTitle = useSyntheticTitle();
  return (
    <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
      {syntheticTitle && (
        <header>
          <Heading as="h1">{syntheticTitle}</Heading>
        </header>
      )}
      {/* CUSTOM CODE */}
      <DocNotes />
      {/* CUSTOM CODE END */}
      <MDXContent>{children}</MDXContent>
    </div>
  );
}
