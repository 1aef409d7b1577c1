import type { ComponentProps } from 'react';
import type { GraphiQL } from 'graphiql';

type TabDefinition = NonNullable<ComponentProps<typeof GraphiQL>['defaultTabs']>[number];

/**
 * The explorer's preset tabs: the guide's examples (docs/examples/*.graphql, the files docs/API.md
 * shows), each with the variables the guide gives, bundled at build time (no request for them).
 */
const files = import.meta.glob<string>('../../../docs/examples/*.graphql', { query: '?raw', import: 'default', eager: true });

/** The variables docs/API.md gives for each example, by file name. */
const VARIABLES: Record<string, object> = {
  'pickup-requests': {},
  'new-event-requests': {},
  'paid-snow-orders': { from: '2026-10-01T04:00:00Z', to: '2026-11-01T04:00:00Z' },
  'todays-tours': {},
  'employee-hours': { userId: '12', from: '2026-11-02T05:00:00Z', to: '2026-11-16T05:00:00Z' },
  'create-api-token': { name: 'Comptabilité', role: 'MANAGER' },
};
/** The tabs' order: reading before writing. */
const ORDER = Object.keys(VARIABLES);

/** The integrator's token header (docs/API.md §2): every tab starts with it, to be filled in. */
export const TOKEN_PLACEHOLDER = 'smk_YOUR_TOKEN';
export const DEFAULT_HEADERS = JSON.stringify({ Authorization: `Bearer ${TOKEN_PLACEHOLDER}` }, null, 2);

const nameOf = (file: string) => file.replace(/^.*\//, '').replace(/\.graphql$/, '');
const rank = (name: string) => (ORDER.includes(name) ? ORDER.indexOf(name) : ORDER.length);

export const EXAMPLE_TABS: TabDefinition[] = Object.entries(files)
  .map(([file, query]) => ({ name: nameOf(file), query }))
  .sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name))
  .map(({ name, query }) => ({ query, variables: JSON.stringify(VARIABLES[name] ?? {}, null, 2), headers: DEFAULT_HEADERS }));
