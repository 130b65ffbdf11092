import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';

import {DEFAULT_MIRROR, extractErrors} from '../../scripts/content/error-messages.mjs';
import {siteDir} from '../support/content';
import {
  anchorOf,
  loadEntries,
  loadRaised,
  pageMatches,
  type RaisedError,
} from '../support/errorReference';

/**
 * The error reference (docs/references/errors/) against the messages Squirrels
 * 0.5.4 raises (tests/data/squirrels-errors-0.5.4.json, written by
 * `npm run errors:update` from the framework's tag): every message on the
 * pages is one the framework prints, every message the framework prints is on
 * a page or listed below with a reason, and, where the mirror is on the
 * machine, the data file is what the tag holds today.
 */
const raised = loadRaised();
const entries = loadEntries();

const key = (error: RaisedError): string =>
  `${error.path}: ${error.message ?? '<no literal message>'}`;

/** The OAuth 2.1 server for MCP clients, switched off in 0.5.4. */
const OAUTH_ROUTES_OFF =
  'the OAuth 2.1 server for MCP clients is switched off: _api_server.py comments out OAuth2Routes (lines 29, 106, 318 at v0.5.4), so /oauth2/* answers 404 and nothing else calls it';
const ONLY_FROM_OAUTH_ROUTES =
  'only the OAuth 2.1 routes call it (client registration, authorize, token, revoke), and _api_server.py switches them off (lines 29, 106, 318 at v0.5.4)';

/** The checks of run_polars_sql_on_dataframes (_utils.py:280-382): a request causes them, no one sees them. */
const WRAPPED =
  'raised for the x_sql_query of a dataset request or of the MCP results tool: _api_routes/datasets.py:77-78 replaces it with "Failed to run provided Polars SQL on the dataset result", and neither the response nor the sqrl run log shows it (requests.md lists the rules)';

/**
 * Raises a project, a flag, a setting or a request cannot cause, or that
 * Squirrels never shows, by `path: message template`, with the reason.
 */
const NOT_USER_FACING: Record<string, string> = {
  "squirrels/_auth.py: Cannot create or update users with 'guest' access level":
    "the add and update bodies declare access_level as Literal['admin', 'member'] (_api_routes/auth.py:34-41), so FastAPI answers 422 first",
  "squirrels/_auth.py: Missing required field 'password' when adding a new user":
    'the add-user body declares password: str as required (_api_routes/auth.py:40-41), so FastAPI answers 422 first',
  "squirrels/_auth.py: Provider '{provider_name}' not found":
    "the callback looks the provider up in the same list first and answers 'Provider ... not found or configured.' (_api_routes/auth.py:46-53, 131-133)",
  "squirrels/_auth.py: Username '{username}' not found for password change":
    "the caller's user was loaded from its token in the same request (_auth.py:442-444); only a deletion between the two reads could cause it",
  "squirrels/_api_routes/oauth2.py: Missing or invalid authorization header. Use 'Authorization: Bearer <registration_access_token>'":
    OAUTH_ROUTES_OFF,
  'squirrels/_api_routes/oauth2.py: Invalid registration access token for this client':
    OAUTH_ROUTES_OFF,
  'squirrels/_api_routes/oauth2.py: Invalid client credentials': OAUTH_ROUTES_OFF,
  "squirrels/_api_routes/oauth2.py: Only 'code' response type is supported": OAUTH_ROUTES_OFF,
  'squirrels/_api_routes/oauth2.py: Missing required parameters for authorization_code grant':
    OAUTH_ROUTES_OFF,
  'squirrels/_api_routes/oauth2.py: Missing required parameters for refresh_token grant':
    OAUTH_ROUTES_OFF,
  "squirrels/_api_routes/oauth2.py: Grant type '{grant_type}' is not supported": OAUTH_ROUTES_OFF,
  'squirrels/_auth.py: Invalid redirect URI format: {uri}': ONLY_FROM_OAUTH_ROUTES,
  'squirrels/_auth.py: Invalid grant types. Supported grant types are: {c.SUPPORTED_GRANT_TYPES}':
    ONLY_FROM_OAUTH_ROUTES,
  'squirrels/_auth.py: Invalid response types. Supported response types are: {c.SUPPORTED_RESPONSE_TYPES}':
    ONLY_FROM_OAUTH_ROUTES,
  'squirrels/_auth.py: Invalid scope. Supported scopes are: {c.SUPPORTED_SCOPES}':
    ONLY_FROM_OAUTH_ROUTES,
  'squirrels/_auth.py: Client not found': ONLY_FROM_OAUTH_ROUTES,
  'squirrels/_auth.py: Client is no longer active': ONLY_FROM_OAUTH_ROUTES,
  'squirrels/_auth.py: OAuth client not found: {client_id}': ONLY_FROM_OAUTH_ROUTES,
  'squirrels/_auth.py: Cannot update a deactivated client': ONLY_FROM_OAUTH_ROUTES,
  'squirrels/_auth.py: Invalid or inactive client': ONLY_FROM_OAUTH_ROUTES,
  'squirrels/_auth.py: Invalid redirect_uri for this client': ONLY_FROM_OAUTH_ROUTES,
  'squirrels/_auth.py: code_challenge is required': ONLY_FROM_OAUTH_ROUTES,
  "squirrels/_auth.py: code_challenge_method must be 'S256'": ONLY_FROM_OAUTH_ROUTES,
  'squirrels/_auth.py: Invalid authorization code': ONLY_FROM_OAUTH_ROUTES,
  'squirrels/_auth.py: Redirect URI mismatch': ONLY_FROM_OAUTH_ROUTES,
  'squirrels/_auth.py: Invalid code_verifier': ONLY_FROM_OAUTH_ROUTES,
  'squirrels/_auth.py: User not found': ONLY_FROM_OAUTH_ROUTES,
  'squirrels/_auth.py: Invalid or expired refresh token': ONLY_FROM_OAUTH_ROUTES,
  "squirrels/_auth.py: Environment variable 'SQRL_SECRET__KEY' is required for OAuth token operations":
    ONLY_FROM_OAUTH_ROUTES,
  'squirrels/_auth.py: Only refresh tokens can be revoked': ONLY_FROM_OAUTH_ROUTES,
  'squirrels/_utils.py: SQL query execution exceeded timeout of {timeout_seconds} seconds': WRAPPED,
  'squirrels/_utils.py: Failed to parse SQL query: {str(e)}': WRAPPED,
  'squirrels/_utils.py: Only single SQL statements are allowed. Found {len(parsed)} statements.':
    WRAPPED,
  'squirrels/_utils.py: Only read-only SQL statements (SELECT, WITH, UNION, INTERSECT, EXCEPT) are allowed. Found: {type(statement).__name__}':
    WRAPPED,
  "squirrels/_utils.py: Table reference '{table_name}' is not allowed. Only the following tables are available: {sorted(dataframes.keys())}":
    WRAPPED,
  'squirrels/_api_routes/project.py: No dashboard file found for: {name}':
    'unreachable: the loop reads _dashboards[name] for a name taken from _dashboards itself, and get_dashboard_format() reads config.format, so no KeyError can reach the except (_api_routes/project.py:132-140)',
  'squirrels/_data_sources.py: Invalid widget type "{parameter_type_name}" for {datasource_type_name}':
    "unreachable: the parameter's create_from_source checks the data source's class first (_parameters.py:116-118), and a dictionary data source is built by the parameter type's own DataSource (_parameter_configs.py:563)",
  'squirrels/_data_sources.py: Invalid widget type "{ds_param.parameter_type}" for SelectDataSource':
    "unreachable: the parameter's create_from_source checks the data source's class first (_parameters.py:116-118); DataSourceParameterConfig is not exported",
  'squirrels/_parameter_sets.py: No reference data found for parameter "{name}"':
    'unreachable: the data frames and the data-source parameters are keyed by the same names (_parameter_sets.py:148-157)',
};

/**
 * User-facing raises whose text is not a template a page entry can match
 * (a message of another library, or one made only of fields), by
 * `path: message template`, with the page section that describes them.
 */
const DESCRIBED_WITHOUT_ENTRY: Record<string, string> = {
  'squirrels/_data_sources.py: <no literal message>':
    'docs/references/errors/parameters.md#a-column-of-a-data-source-does-not-exist',
  'squirrels/_project.py: {first_line}\n\n{note}':
    'docs/references/errors/project.md#the-vdl-data-path-changed',
};

describe('error reference pages', () => {
  test('the pages list messages', () => {
    assert.ok(entries.length > 0, 'no entry found under docs/references/errors');
  });

  for (const entry of entries) {
    test(`${entry.file} "${entry.heading}": the message is one Squirrels 0.5.4 prints`, () => {
      const matches = raised.filter(
        (error) => error.message !== null && pageMatches(entry.message, error.message),
      );
      assert.ok(
        matches.length > 0,
        `no message template of ${'the tag'} matches: ${entry.message}`,
      );
      if (entry.status !== null) {
        assert.ok(
          matches.some(
            (error) =>
              error.status === entry.status &&
              error.error !== null &&
              pageMatches(entry.error ?? '', error.error),
          ),
          `HTTP ${entry.status} · ${entry.error} is not the status and code of: ${entry.message}`,
        );
      }
    });
  }

  test('every raise is on a page, described in a section of one, or listed as not user-facing', () => {
    const listed = new Set([
      ...Object.keys(NOT_USER_FACING),
      ...Object.keys(DESCRIBED_WITHOUT_ENTRY),
    ]);
    const missing = raised
      .filter((error) => !listed.has(key(error)))
      .filter(
        (error) =>
          error.message === null ||
          !entries.some((entry) => pageMatches(entry.message, error.message ?? '')),
      )
      .map((error) => `${key(error)} (line ${error.line})`);
    assert.deepEqual(missing, []);
  });

  test('the raises described without an entry have their section', () => {
    for (const [listedKey, address] of Object.entries(DESCRIBED_WITHOUT_ENTRY)) {
      const [file = '', anchor = ''] = address.split('#');
      const text = readFileSync(path.join(siteDir, file), 'utf8');
      const headings = [...text.matchAll(/^#{2,4} (.+)$/gm)].map(([, heading]) =>
        anchorOf(heading ?? ''),
      );
      assert.ok(headings.includes(anchor), `${listedKey}: no heading #${anchor} in ${file}`);
    }
  });

  test('the lists name raises that exist and are not on a page', () => {
    const keys = new Set(raised.map(key));
    for (const listedKey of [
      ...Object.keys(NOT_USER_FACING),
      ...Object.keys(DESCRIBED_WITHOUT_ENTRY),
    ]) {
      assert.ok(keys.has(listedKey), `listed but not raised at the tag: ${listedKey}`);
      const template = listedKey.slice(listedKey.indexOf(': ') + 2);
      const onPage = entries.find((entry) => pageMatches(entry.message, template));
      assert.equal(onPage, undefined, `listed but documented in ${onPage?.file}: ${listedKey}`);
    }
  });
});

const mirror = process.env.SQUIRRELS_MIRROR ?? DEFAULT_MIRROR;

describe('error data file', () => {
  test(
    'equals a fresh extraction from the tag',
    {skip: !existsSync(mirror) && `no mirror at ${mirror}`},
    () => {
      assert.deepEqual(raised, extractErrors(mirror, 'v0.5.4'), 'run npm run errors:update');
    },
  );
});
