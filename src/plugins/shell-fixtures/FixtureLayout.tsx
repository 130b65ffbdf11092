import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';

type Props = {
  readonly title: string;
  readonly description: string;
  readonly children: ReactNode;
};

/** The site layout for a test-only page, kept out of search engines. */
export default function FixtureLayout({title, description, children}: Props): ReactNode {
  return (
    <Layout title={title} description={description}>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--lg">{children}</main>
    </Layout>
  );
}
