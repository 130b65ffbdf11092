import type {Footer} from '@docusaurus/theme-common';

import {links} from './links';

/** The site footer: four link columns, the logo and the copyright line. */
export const footer = {
  style: 'dark',
  logo: {
    alt: 'Squirrels logo',
    src: 'img/logo.svg',
    width: 48,
    height: 48,
  },
  links: [
    {
      title: 'Docs',
      items: [
        {label: 'Introduction', to: '/docs/docs/intro'},
        {label: 'Getting started', to: '/docs/docs/start'},
        {label: 'Concepts', to: '/docs/docs/concepts'},
        {label: 'Guides', to: '/docs/docs/guides'},
      ],
    },
    {
      title: 'Reference',
      items: [
        {label: 'CLI', to: '/docs/references/cli'},
        {label: 'Python API', to: '/docs/references/python'},
        {label: 'REST API', to: '/docs/references/rest'},
      ],
    },
    {
      title: 'Community',
      items: [
        {label: 'Discord', href: links.discord},
        {label: 'GitHub issues', href: links.issues},
      ],
    },
    {
      title: 'More',
      items: [
        {label: 'Blog', to: '/blog'},
        {label: 'GitHub', href: links.sourceRepository},
        {label: 'PyPI', href: links.pypi},
      ],
    },
  ],
  copyright: 'Copyright © 2025 Squirrels Analytics. Built with Docusaurus.',
} satisfies Footer;
