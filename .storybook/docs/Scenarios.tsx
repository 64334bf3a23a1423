import { scenarioNames } from '@imperio/mocks';

/**
 * Every named mock scenario (`scenarioNames()` of @imperio/mocks), grouped, each with the URL that
 * reproduces it in `pnpm dev` (http://localhost:5173/?scenario=<group>.<name>).
 */
export function ScenarioList({ base = 'http://localhost:5173/' }: { base?: string }) {
  const groups = new Map<string, string[]>();
  for (const name of scenarioNames()) {
    const [group = ''] = name.split('.');
    groups.set(group, [...(groups.get(group) ?? []), name]);
  }
  return (
    <div>
      <p>
        {scenarioNames().length} escenarios en {groups.size} grupos.
      </p>
      {[...groups].map(([group, names]) => (
        <section key={group}>
          <h3>{group}</h3>
          <ul>
            {names.map((name) => (
              <li key={name}>
                <code>{name}</code> · <a href={`${base}?scenario=${name}`}>{`${base}?scenario=${name}`}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
