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
      href: links.sourceRepository,
      label: 'GitHub',
      position: 'right',
      'aria-label': 'Squirrels source code on GitHub',
    },
    {type: 'localeDropdown', position: 'right'},
    {type: 'search', position: 'right'},
  ],
} satisfies Partial<Navbar>;
