import routeTable from '../data/routes.json';

export type RouteGroup = {area: string; paths: string[]};

/** Every route the site must serve, grouped by area (tests/data/routes.json). */
export const routeGroups: RouteGroup[] = routeTable.routes;

export const allRoutes: string[] = routeGroups.flatMap((group) => group.paths);
