import {useEffect, useState, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import NavbarItem, {type Props as NavbarItemProps} from '@theme/NavbarItem';

import FixtureLayout from './FixtureLayout';

/**
 * One item of every navbar type the site supports, with the kind of
 * configuration a site would give it. Each renders through the site's
 * NavbarItem wrapper and ComponentTypes map, like the real navbar.
 */
const items: {name: string; props: NavbarItemProps}[] = [
  {name: 'link', props: {to: '/blog', label: 'Fixture link'}},
  {
    name: 'dropdown',
    props: {
      type: 'dropdown',
      label: 'Fixture dropdown',
      items: [
        {to: '/blog', label: 'Dropdown blog'},
        {type: 'doc', docId: 'docs/intro', label: 'Dropdown intro'},
      ],
    },
  },
  {
    name: 'localeDropdown',
    props: {type: 'localeDropdown', items: [], dropdownItemsBefore: [], dropdownItemsAfter: []},
  },
  {name: 'search', props: {type: 'search'}},
  {
    name: 'html',
    props: {type: 'html', value: '<strong class="fixture-html">Raw HTML item</strong>'},
  },
  {name: 'doc', props: {type: 'doc', docId: 'docs/intro', label: 'Fixture doc link'}},
  {
    name: 'docSidebar',
    props: {type: 'docSidebar', sidebarId: 'references', label: 'Fixture sidebar link'},
  },
  {name: 'docsVersion', props: {type: 'docsVersion', label: 'Fixture version link'}},
  {
    name: 'docsVersionDropdown',
    props: {
      type: 'docsVersionDropdown',
      items: [],
      dropdownItemsBefore: [],
      dropdownItemsAfter: [],
    },
  },
  {
    name: 'custom-iconLink',
    // The site's own type: the stock Props union does not list custom types.
    props: {
      type: 'custom-iconLink',
      href: 'https://example.com/repository',
      label: 'Fixture repository',
      icon: 'github',
    } as unknown as NavbarItemProps,
  },
];

/** A navbar item whose type no component renders, as a config typo would give. */
const unknownItem = {
  type: 'custom-doesNotExist',
  label: 'Broken item',
  to: '/nowhere',
} as unknown as NavbarItemProps;

/** Renders its children only in the browser, after hydration. */
function AfterHydration({children}: {children: ReactNode}): ReactNode {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? children : null;
}

/** Test-only page (see ./index.ts): every navbar item type, and an unknown one. */
export default function NavbarItemsPage(): ReactNode {
  return (
    <FixtureLayout title="Navbar items fixture" description="Test-only page for navbar item types.">
      <nav className="navbar" aria-label="Fixture navbar items">
        <ul className="navbar__items" style={{flexWrap: 'wrap', listStyle: 'none'}}>
          {items.map(({name, props}) => (
            <li key={name} data-navbar-type={name}>
              <NavbarItem {...props} />
            </li>
          ))}
        </ul>
      </nav>
      <section data-navbar-type="unknown">
        <AfterHydration>
          <ErrorBoundary fallback={({error}) => <pre id="unknown-type-error">{error.message}</pre>}>
            <NavbarItem {...unknownItem} />
          </ErrorBoundary>
        </AfterHydration>
      </section>
    </FixtureLayout>
  );
}
