/**
 * One of the embedded server's page fixtures, as GET /__fixtures/pages lists them (demo mode only;
 * server/static/fixture-index.ts writes them): the fixture gallery shows them, the page editor starts new pages from them.
 */
export interface FixtureEntry {
  id: number;
  title: string;
  published: boolean;
  draft: boolean;
  nodes: number;
}
