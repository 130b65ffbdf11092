import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {describe, test} from 'node:test';

import {DEFAULT_MIRROR, extractErrors} from '../../scripts/content/error-messages.mjs';
import {loadEntries, loadRaised, pageMatches, type RaisedError} from '../support/errorReference';

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

/** The checks of run_polars_sql_on_dataframes (_utils.py:280-382): a request causes them, no one sees them. */
const WRAPPED =
  'raised for the x_sql_query of a dataset request or of the MCP results tool: _api_routes/datasets.py:77-78 replaces it with "Failed to run provided Polars SQL on the dataset result", and neither the response nor the sqrl run log shows it (requests.md lists the rules)';

/**
 * Raises a project, a flag, a setting or a request cannot cause, or that
 * Squirrels never shows, by `path: message template`, with the reason.
 */
const NOT_USER_FACING: Record<string, string> = {
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
};

/**
 * User-facing raises not yet described on a page (issue 41, section 4, left
 * for a follow-up). Each is user-facing; none may be added here to silence a
 * renamed message: a renamed message fails the template check above first.
 */
const NOT_YET_DOCUMENTED: string[] = [
  'squirrels/_api_routes/auth.py: Invalid authorization token, no user info found',
  'squirrels/_api_routes/auth.py: Provider {provider_name} not found or configured.',
  'squirrels/_api_routes/auth.py: Could not authorize with provider for access token: {str(e)}',
  'squirrels/_api_routes/auth.py: User information not found in token for {provider_name}',
  'squirrels/_api_routes/auth.py: Invalid authorization token',
  'squirrels/_api_routes/auth.py: Invalid authorization token, cannot create API key',
  'squirrels/_api_routes/auth.py: Invalid authorization token, cannot get API keys',
  'squirrels/_api_routes/auth.py: Invalid authorization token, cannot revoke API key',
  'squirrels/_api_routes/auth.py: Current user cannot add new users',
  'squirrels/_api_routes/auth.py: Current user cannot update users',
  'squirrels/_api_routes/auth.py: Current user cannot delete users',
  'squirrels/_api_routes/auth.py: Cannot delete your own user',
  "squirrels/_api_routes/oauth2.py: Missing or invalid authorization header. Use 'Authorization: Bearer <registration_access_token>'",
  'squirrels/_api_routes/oauth2.py: Invalid registration access token for this client',
  'squirrels/_api_routes/oauth2.py: Invalid client credentials',
  "squirrels/_api_routes/oauth2.py: Only 'code' response type is supported",
  'squirrels/_api_routes/oauth2.py: Missing required parameters for authorization_code grant',
  'squirrels/_api_routes/oauth2.py: Missing required parameters for refresh_token grant',
  "squirrels/_api_routes/oauth2.py: Grant type '{grant_type}' is not supported",
  'squirrels/_auth.py: Password cannot exceed 72 characters',
  "squirrels/_auth.py: Cannot create or update users with 'guest' access level",
  "squirrels/_auth.py: Invalid user field '{e.errors()[0]['loc'][0]}': {e.errors()[0]['msg']}",
  "squirrels/_auth.py: User '{username}' already exists",
  'squirrels/_auth.py: Setting the admin user to non-admin is not permitted',
  'squirrels/_auth.py: No user found for username: {username}',
  "squirrels/_auth.py: Missing required field 'password' when adding a new user",
  "squirrels/_auth.py: Provider '{provider_name}' not found",
  'squirrels/_auth.py: Incorrect username or password',
  "squirrels/_auth.py: Username '{username}' not found for password change",
  'squirrels/_auth.py: Incorrect password',
  'squirrels/_auth.py: Cannot delete the admin user',
  "squirrels/_auth.py: Environment variable 'SQRL_SECRET__KEY' is required to create an access token",
  "squirrels/_auth.py: Environment variable 'SQRL_SECRET__KEY' is required to get user from an access token",
  'squirrels/_auth.py: Invalid authorization token',
  'squirrels/_auth.py: The API key could not be found: {api_key_id}',
  'squirrels/_auth.py: Invalid redirect URI format: {uri}',
  'squirrels/_auth.py: Invalid grant types. Supported grant types are: {c.SUPPORTED_GRANT_TYPES}',
  'squirrels/_auth.py: Invalid response types. Supported response types are: {c.SUPPORTED_RESPONSE_TYPES}',
  'squirrels/_auth.py: Invalid scope. Supported scopes are: {c.SUPPORTED_SCOPES}',
  'squirrels/_auth.py: Client not found',
  'squirrels/_auth.py: Client is no longer active',
  'squirrels/_auth.py: OAuth client not found: {client_id}',
  'squirrels/_auth.py: Cannot update a deactivated client',
  'squirrels/_auth.py: Invalid or inactive client',
  'squirrels/_auth.py: Invalid redirect_uri for this client',
  'squirrels/_auth.py: code_challenge is required',
  "squirrels/_auth.py: code_challenge_method must be 'S256'",
  'squirrels/_auth.py: Invalid authorization code',
  'squirrels/_auth.py: Redirect URI mismatch',
  'squirrels/_auth.py: Invalid code_verifier',
  'squirrels/_auth.py: User not found',
  'squirrels/_auth.py: Invalid or expired refresh token',
  "squirrels/_auth.py: Environment variable 'SQRL_SECRET__KEY' is required for OAuth token operations",
  'squirrels/_auth.py: Only refresh tokens can be revoked',
  'squirrels/_data_sources.py: Invalid widget type "{parameter_type_name}" for {datasource_type_name}',
  'squirrels/_data_sources.py: <no literal message>',
  'squirrels/_data_sources.py: Invalid widget type "{ds_param.parameter_type}" for SelectDataSource',
  "squirrels/_parameter_configs.py: User attribute '{self.user_attribute}' is not valid",
  "squirrels/_parameter_configs.py: Invalid input type '{input_type}' for text parameter '{name}'. Must be one of {allowed_input_types}.",
  'squirrels/_parameter_configs.py: Error executing query for datasource parameter "{self.name}" from VDL',
  'squirrels/_parameter_configs.py: Error executing query for datasource parameter "{self.name}" from connection{ending}',
  'squirrels/_parameter_options.py: The {lower_label} "{lower_value}" must be less than or equal to the {upper_label} "{upper_value}"',
  "squirrels/_parameter_options.py: Field '{field}' must exist for parameter option {self._to_json_dict()}",
  'squirrels/_parameter_options.py: Invalid format for date "{date_str}".',
  'squirrels/_parameter_options.py: The provided date "{date_obj}" is less than the min date "{self._min_date}"',
  'squirrels/_parameter_options.py: The provided date "{date_obj}" is greater than the max date "{self._max_date}"',
  'squirrels/_parameter_options.py: Could not convert either min, max, or increment to number',
  'squirrels/_parameter_options.py: The increment "{self._increment}" must fit evenly between the min_value "{self._min_value}" and max_value "{self._max_value}"',
  'squirrels/_parameter_options.py: Could not convert "{value}" to number',
  'squirrels/_parameter_options.py: The selected value "{value}" is outside of bounds "{self._min_value}" and "{self._max_value}".',
  'squirrels/_parameter_options.py: The difference between selected value "{value}" and lower value "{self._min_value}" must be a multiple of increment "{self._increment}".',
  'squirrels/_parameter_sets.py: Unable to find parameter named "{name}"',
  'squirrels/_parameter_sets.py: No reference data found for parameter "{name}"',
  'squirrels/_parameter_sets.py: Only single-select parameters can be parents of non-select parameters. Parameter "{parent_name}" is the parent of non-select parameter "{param_config.name}" but "{parent_name}" is not a single-select parameter.',
  'squirrels/_parameter_sets.py: Each distinct value of "parent option id" can only appear once (per user group)among the options of non-select parameter "{param_config.name}".',
  'squirrels/_parameter_sets.py: Only selection parameters can be parents. Parameter "{parent_name}" is the parent of "{param_config.name}" but "{parent_name}" is not a selection parameter.',
  'squirrels/_parameters.py: The parameter must take a sequence of {param_option_type.__name__} objects',
  'squirrels/_parameters.py: The data source must be a {data_source_type.__name__} object',
  "squirrels/_parameters.py: Method 'get_selected_quoted' can only be used on fields with only string values",
  "squirrels/_parameters.py: Method '{method}' can only be used on fields with only string values",
  'squirrels/_parameters.py: Cannot convert TextValue directly to string (to avoid SQL injection). Try using it through placeholders instead',
  'squirrels/_parameters.py: Function provided must return string',
  'squirrels/_parameters.py: Function provided must return bool',
  'squirrels/_parameters.py: Function provided must return a number',
  'squirrels/_parameters.py: Function provided must return datetime',
  "squirrels/_parameters.py: Method 'get_entered_int' requires TextParameter to have input type 'number'",
  "squirrels/_parameters.py: Method 'get_entered_datetime' requires TextParameter to have one of these input types: {applicable_input_types}",
  // Described in project.md ("The VDL data path changed") as a code block: the template is all fields, so no page entry can match it.
  'squirrels/_project.py: {first_line}\n\n{note}',
];

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

  test('every raise is on a page or listed as not user-facing or not yet documented', () => {
    const listed = new Set([...Object.keys(NOT_USER_FACING), ...NOT_YET_DOCUMENTED]);
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

  test('the lists name raises that exist and are not on a page', () => {
    const keys = new Set(raised.map(key));
    for (const listedKey of [...Object.keys(NOT_USER_FACING), ...NOT_YET_DOCUMENTED]) {
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
