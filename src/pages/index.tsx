import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import HomepageCodeTour from '@site/src/components/HomepageCodeTour';
import HomepageFeatures from '@site/src/components/HomepageFeatures';
import HomepageHero from '@site/src/components/HomepageHero';
import LatestPosts from '@site/src/components/LatestPosts';

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout title="Home" description={`${siteConfig.title}: ${siteConfig.tagline}`}>
      <main>
        <HomepageHero />
        <HomepageCodeTour />
        <HomepageFeatures />
        <LatestPosts />
      </main>
    </Layout>
  );
}
