// Ejected from @theme/DocItem/Content (3.10.2) to put a doc's version notes
// (the banner of an older version, the version badge) and the phone's "On
// this page" right under its title instead of above it (DocItem/Layout no
// longer renders them). Otherwise as stock.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import DocItemTOCMobile from '@theme/DocItem/TOC/Mobile';
import type {Props} from '@theme/DocItem/Content';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocVersionBanner from '@theme/DocVersionBanner';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';

import styles from './styles.module.css';

/**
 * The title, unless the front matter hides it or the Markdown has its own
 * top-level heading (then the notes go above the Markdown, as before).
 */
function useSyntheticTitle(): string | null {
  const {metadata, frontMatter, contentTitle} = useDoc();
  const shouldRender = !frontMatter.hide_title && typeof contentTitle === 'undefined';
  return shouldRender ? metadata.title : null;
}

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

export default function DocItemContent({children}: Props): ReactNode {
  const syntheticTitle = useSyntheticTitle();
  return (
    <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
      {syntheticTitle && (
        <header>
          <Heading as="h1">{syntheticTitle}</Heading>
        </header>
      )}
      <DocNotes />
      <MDXContent>{children}</MDXContent>
    </div>
  );
}
