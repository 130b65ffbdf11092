import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {cardUrl} from '@site/src/site/pages';

type Props = {
  /** The page's permalink, with the base URL. */
  permalink: string;
  /** What the card shows, for those who cannot see it: the page's title, or the version card's text. */
  alt: string;
};

/**
 * Points `og:image` and `twitter:image` at the page's own social card,
 * drawn at build time by src/plugins/social-cards. Rendered after the stock
 * metadata, so these tags replace the site's default card.
 */
export default function SocialCardMeta({permalink, alt}: Props): ReactNode {
  const {
    siteConfig: {url, baseUrl},
  } = useDocusaurusContext();
  const image = cardUrl(permalink, url, baseUrl);
  return (
    <Head>
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={alt} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={alt} />
    </Head>
  );
}
