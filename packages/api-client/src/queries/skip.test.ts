import { QueryClient, QueryObserver, skipToken } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { buildingQueries } from './buildings';
import { messageQueries } from './messages';
import { missionQueries, reportQueries } from './missions';
import { galaxyQueries } from './galaxy';
import { resourceQueries } from './resources';
import { shipQueries } from './ships';
import { defenseQueries } from './defenses';

describe('queries that need an id skip with skipToken while there is none', () => {
  it.each([
    ['buildings of a planet', () => buildingQueries.planet(undefined)],
    ['construction queue', () => buildingQueries.queue(undefined)],
    ['level cost without a building type', () => buildingQueries.cost(undefined, 3, 101)],
    ['level cost without a planet', () => buildingQueries.cost(7, 3, undefined)],
    ['planet resources', () => resourceQueries.planet(null)],
    ['a report', () => reportQueries.detail(null)],
    ['a message', () => messageQueries.detail(null)],
    ['ship types', () => shipQueries.types(null)],
    ['ship stock', () => shipQueries.stock(null)],
    ['a galaxy search without text', () => galaxyQueries.search(null)],
    ['a galaxy search of blank text', () => galaxyQueries.search('   ')],
    ['a mission preview without a body', () => missionQueries.preview(null)],
    ['defence queue', () => defenseQueries.queue(null)],
  ])('%s', (_name, options) => {
    expect(options().queryFn).toBe(skipToken);
  });

  it('fetches once the id is there', () => {
    expect(typeof buildingQueries.planet(101).queryFn).toBe('function');
    expect(typeof buildingQueries.cost(7, 3, 101).queryFn).toBe('function');
    expect(typeof messageQueries.detail(5).queryFn).toBe('function');
    expect(typeof galaxyQueries.search('Vesta').queryFn).toBe('function');
  });

  it('a skipped query stays idle: nothing is fetched for a placeholder id', () => {
    const client = new QueryClient();
    const observer = new QueryObserver(client, resourceQueries.planet(undefined));
    const unsubscribe = observer.subscribe(() => undefined);
    expect(observer.getCurrentResult().fetchStatus).toBe('idle');
    expect(observer.getCurrentResult().status).toBe('pending');
    unsubscribe();
    client.clear();
  });
});
