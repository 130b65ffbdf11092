import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import FixtureLayout from './FixtureLayout';

/** Test-only page (see ./index.ts): client-side links to another page's heading and top. */
export default function NavigationPage(): ReactNode {
  return (
    <FixtureLayout
      title="Navigation fixture"
      description="Test-only page for scrolling after navigation."
    >
      <ul>
        <li>
          <Link id="to-hash" to="/docs/docs/concepts/parameters#declaring-parameters-in-yaml">
            Parameters, section “Define parameters in YAML”
          </Link>
        </li>
        <li>
          <Link id="to-top" to="/docs/docs/concepts/parameters">
            Parameters, from the top
          </Link>
        </li>
      </ul>
    </FixtureLayout>
  );
}
