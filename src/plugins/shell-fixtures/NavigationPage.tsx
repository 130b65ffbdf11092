import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';

/** Test-only page (see ./index.ts): client-side links to another page's heading and top. */
export default function NavigationPage(): ReactNode {
  return (
    <Layout title="Navigation fixture" description="Test-only page for scrolling after navigation.">
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--lg">
        <ul>
          <li>
            <Link id="to-hash" to="/docs/docs/concepts/parameters#define-parameters-in-yaml">
              Parameters, section “Define parameters in YAML”
            </Link>
          </li>
          <li>
            <Link id="to-top" to="/docs/docs/concepts/parameters">
              Parameters, from the top
            </Link>
          </li>
        </ul>
      </main>
    </Layout>
  );
}
