/**
 * Markdown that tests put in pages, written as the docs write it, for the
 * tests that parse it (`src/content/markdown.test.ts`) and the workflow test
 * that builds a page with it (`tests/workflows/workflows.test.ts`).
 */

/**
 * The installer tabs of the install pages, as CONTRIBUTING.md shows them:
 * `groupId="installer"`, a pip and a uv tab, each with its bash command.
 * The page imports `Tabs` and `TabItem` itself.
 */
export const installerTabs = `<Tabs groupId="installer">
<TabItem value="pip" label="pip">

\`\`\`bash
pip install squirrels
\`\`\`

</TabItem>
<TabItem value="uv" label="uv">

\`\`\`bash
uv add squirrels
\`\`\`

</TabItem>
</Tabs>`;
