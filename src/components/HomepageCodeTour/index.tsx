import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';

import styles from './styles.module.css';

/**
 * Three files of one small project, the bike-share example of the tutorial,
 * written for Squirrels 0.5: a parameter, the model that reads it, and the
 * REST call that returns the dataset.
 */
const parameterCode = `from squirrels import parameters as p, parameter_options as po


@p.SingleSelectParameter.create_with_options(
    name="group_by", label="Group by", description="Dimension to count trips by",
)
def group_by_options():
    return [
        po.SelectParameterOption("district", "Start district", column="start_district"),
        po.SelectParameterOption("month", "Month", column="trip_month"),
    ]
`;

const modelCode = `{%- set group_by = prms["group_by"] -%}
SELECT {{ group_by.get_selected("column") }} AS {{ group_by.get_selected_id() }},
    COUNT(*) AS trip_count
FROM {{ ref("trips_enriched") }}
GROUP BY 1
ORDER BY 1
`;

const requestCode = `curl "http://127.0.0.1:4465/api/squirrels/v0/project/bikeshare/v1/dataset/trip-counts?group_by=month"`;

const responseCode = `{
  "schema": {
    "fields": [
      {"name": "_row_num", "type": "integer", "description": "The row number of the dataset (starts at 1)", "category": "misc"},
      {"name": "month", "type": "string", "description": "Month of the trips, as YYYY-MM", "category": "dimension"},
      {"name": "trip_count", "type": "integer", "description": "Number of trips in the group", "category": "measure"}
    ]
  },
  "total_num_rows": 3,
  "data_details": {"num_rows": 3, "orientation": "records"},
  "data": [
    {"_row_num": 1, "month": "2024-04", "trip_count": 980},
    {"_row_num": 2, "month": "2024-05", "trip_count": 1048},
    {"_row_num": 3, "month": "2024-06", "trip_count": 972}
  ]
}
`;

type Step = {
  title: string;
  text: ReactNode;
  code: ReactNode;
};

/** The three steps, each with a sentence of explanation and its code. */
const steps: Step[] = [
  {
    title: '1. Declare a parameter',
    text: (
      <>
        A parameter describes a widget, its options and its default. Custom fields such as{' '}
        <code>column</code> travel with each option.{' '}
        <Link to="/docs/docs/concepts/parameters">Widget parameters</Link> lists every type.
      </>
    ),
    code: (
      <CodeBlock language="python" title="pyconfigs/parameters.py">
        {parameterCode}
      </CodeBlock>
    ),
  },
  {
    title: '2. Write a model',
    text: (
      <>
        A <Link to="/docs/docs/concepts/models-federate">federate model</Link> runs in DuckDB at
        request time, on the data that <code>sqrl build</code> loaded. <code>ref()</code> names the
        model it reads; a YAML file beside it describes the columns.
      </>
    ),
    code: (
      <CodeBlock language="sql" title="models/federates/trip_counts.sql">
        {modelCode}
      </CodeBlock>
    ),
  },
  {
    title: '3. Call the API',
    text: (
      <>
        Publish the model as the dataset <code>trip_counts</code> in <code>squirrels.yml</code> and
        run <code>sqrl run</code>. The{' '}
        <Link to="/docs/references/rest/datasets-dashboards">REST reference</Link> describes every
        query parameter and field.
      </>
    ),
    code: (
      <>
        <CodeBlock language="bash">{requestCode}</CodeBlock>
        <CodeBlock language="json">{responseCode}</CodeBlock>
      </>
    ),
  },
];

export default function HomepageCodeTour(): ReactNode {
  return (
    <section className={styles.tour} aria-labelledby="code-tour-heading">
      <div className="container">
        <Heading as="h2" id="code-tour-heading" className={styles.heading}>
          From a parameter to an API in three files
        </Heading>
        <p className={styles.lead}>
          Squirrels checks each selection against the parameter, runs the model in DuckDB and
          returns the rows over REST, with their schema.
        </p>
        <ol className={styles.steps}>
          {steps.map(({title, text, code}) => (
            <li key={title} className={clsx('row', styles.step)}>
              <div className="col col--4">
                <Heading as="h3" className={styles.stepTitle}>
                  {title}
                </Heading>
                <p className={styles.text}>{text}</p>
              </div>
              <div className={clsx('col col--8', styles.code)}>{code}</div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
