/** What every domain seeder receives: the seed's generator and the moment it seeds at (ms). */
export interface SeedContext {
  rand: () => number;
  now: number;
}
