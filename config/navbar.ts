import type {Navbar} from '@docusaurus/theme-common';

import {links} from './links';

/** Top navigation, the same on every page. */
export const navbar = {
  title: 'Squirrels',
  logo: {
    alt: 'Squirrels logo',
    src: 'img/logo.svg',
    width: 32,
    height: 32,
  },
  hideOnScroll: true,
  items: [
    {type: 'docSidebar', sidebarId: 'docs', label: 'Docs', position: 'left'},
    {
      type: 'docSidebar',
      sidebarId: 'references',
      label: 'References',
      position: 'left',
    },
    {type: 'docsVersionDropdown', position: 'left'},
    {to: '/blog', label: 'Blog', position: 'right'},
    {
      // Rendered by src/components/NavbarIconLink (see src/theme/NavbarItem).
      type: 'custom-iconLink',
      href: links.sourceRepository,
      label: 'Squirrels on GitHub',
      icon: 'github',
      position: 'right',
    },
    {type: 'localeDropdown', position: 'right'},
    {type: 'search', position: 'right'},
  ],
} satisfies Partial<Navbar>;
