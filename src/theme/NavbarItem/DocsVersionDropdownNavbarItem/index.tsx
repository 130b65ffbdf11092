/**
 * Wraps the stock version dropdown, keeping all its behaviour, and adds an
 * "All versions" entry that leads to the /versions page. In the phone's menu
 * it closes the menu once a version is chosen, which the stock one leaves
 * open (see `useCloseMenuOnVersionChoice`). On the not-found page it shows
 * only once the page has hydrated (see `deferredMark`).
 */
import {useEffect, useRef, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';

import styles from './styles.module.css';

/**
 * What the dropdown renders in 404.html instead of itself. The host answers
 * every missing address with that one file, built for the path `/404`,
 * where the dropdown names the newest version; the first render in the
 * browser is for the missing address, where it names that address's version
 * (`/docs/0.4.x/nothing`: 0.4.x). The two texts differ, React rejects the
 * server's markup (error #418) and renders the whole page again, the
 * not-found heading included, which leaves the screen meanwhile. So 404.html
 * holds this mark, the browser's first render repeats it, and the dropdown
 * comes after hydration, with the missing address's version.
 */
const deferredMark = 'data-version-dropdown-after-hydration';

/** Whether the document React is about to hydrate is 404.html: read once, before it starts. */
const hydrating404 =
  typeof document !== 'undefined' && document.querySelector(`[${deferredMark}]`) !== null;

export default function DocsVersionDropdownNavbarItemWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const {pathname} = useLocation();
  const notFoundPath = useBaseUrl('/404');
  const onServer = typeof document === 'undefined';
  const deferred = !isBrowser && (onServer ? pathname === notFoundPath : hydrating404);
  if (deferred) {
    return <span hidden {...{[deferredMark]: ''}} />;
  }
  return <VersionDropdown {...props} />;
}

/**
 * In the phone's menu, closes the menu once a version is chosen. The stock
 * mobile dropdown (Docusaurus 3.10.2, `NavbarItem/DropdownNavbarItem/Mobile`)
 * hands each entry the menu's close action before the entry's own props, and
 * a version entry's own `onClick`, which saves the preferred version,
 * replaces it: the new page opened under the menu. Choosing an entry changes
 * the location, so a change while the menu is still open closes it. Every
 * other entry closes the menu in the same click as its page changes, so the
 * menu is already closed then and this does nothing. Drop this once the stock
 * dropdown calls both handlers (config/upstream.ts lists the file, so an
 * upgrade that changes it fails the upstream test).
 */
function useCloseMenuOnVersionChoice(mobile: boolean | undefined): void {
  const menu = useNavbarMobileSidebar();
  const location = useLocation();
  const seen = useRef(location);
  useEffect(() => {
    if (location === seen.current) {
      return;
    }
    seen.current = location;
    if (mobile && menu.shown) {
      menu.toggle();
    }
  }, [location, menu, mobile]);
}

function VersionDropdown(props: Props): ReactNode {
  useCloseMenuOnVersionChoice(props.mobile);
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
