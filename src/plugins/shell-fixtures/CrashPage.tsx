import {useEffect, useState, type ReactNode} from 'react';

import FixtureLayout from './FixtureLayout';

declare global {
  interface Window {
    /** Set by a browser test (before the page loads) to make the fixture throw. */
    squirrelsCrashFixture?: boolean;
  }
}

/** Throws while rendering in the browser whenever the test asks it to. */
function CrashOnDemand(): ReactNode {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (hydrated && window.squirrelsCrashFixture) {
    throw new Error('Fixture render error: the crash fixture was asked to fail.');
  }
  return <p id="crash-fixture-content">The crash fixture rendered without an error.</p>;
}

/** Test-only page (see ./index.ts): its content crashes on demand. */
export default function CrashPage(): ReactNode {
  return (
    <FixtureLayout title="Crash fixture" description="Test-only page for the crash fallback.">
      <CrashOnDemand />
    </FixtureLayout>
  );
}
