/**
 * Wraps the stock version dropdown, keeping all its behaviour, and adds an
 * "All versions" entry that leads to the /versions page.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';

import styles from './styles.module.css';

export default function DocsVersionDropdownNavbarItemWrapper(props: Props): ReactNode {
  const allVersions = {
    to: '/versions',
    label: translate({
      id: 'theme.navbar.allVersions.label',
      message: 'All versions',
      description: 'The last entry of the docs version dropdown, which leads to the versions page',
    }),
    className: styles.allVersions,
  };
  return (
    <DocsVersionDropdownNavbarItem
      {...props}
      dropdownItemsAfter={[...props.dropdownItemsAfter, allVersions]}
    />
  );
}
