import { useContext, type MouseEvent } from 'react';
import { Controls, Description, DocsContext, DocsPage, Heading, Primary, Subtitle, Title } from '@storybook/addon-docs/blocks';
import { addons } from 'storybook/preview-api';
import { SELECT_STORY } from 'storybook/internal/core-events';
import { docsPlan, type DocsStoryLink } from './plan';

/** Opens a story on its own canvas in the Storybook manager (what the sidebar does). */
function openStory(event: MouseEvent<HTMLAnchorElement>, id: string) {
  // A modified click keeps the browser's own behaviour (a new tab at the link's address).
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0 || !addons.hasChannel()) return;
  event.preventDefault();
  addons.getChannel().emit(SELECT_STORY, { storyId: id });
}

/** The list of a page's stories: each a link to its own canvas, with its caption. */
function StoryLinks({ links }: { links: readonly DocsStoryLink[] }) {
  return (
    <>
      <Heading>Stories</Heading>
      <p>
        These stories need different mock scenarios, sessions or clocks, and a Docs page shares one for all it renders: each opens on its
        own canvas, in its own state.
      </p>
      <ul data-testid="docs-story-links">
        {links.map((link) => (
          <li key={link.id}>
            {/* The manager's address of the story (iframe.html's folder, ?path=…): a new tab opens it too. */}
            <a href={`./?path=/story/${link.id}`} target="_top" onClick={(event) => openStory(event, link.id)}>
              {link.name}
            </a>
            {link.caption ? ` — ${link.caption}` : null}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The workbench's Docs page (`parameters.docs.page` in preview.tsx). Takes nothing (reads the
 * page's stories from Storybook's DocsContext); renders Storybook's default page when every story
 * shares one setup, else the title, description, the first story alone and every story as a
 * link with its caption (`docsPlan`, plan.ts: why several stories with different setups cannot
 * share one page).
 */
export function WorkbenchDocsPage() {
  const context = useContext(DocsContext);
  const plan = docsPlan(
    context.componentStories().map((story) => ({
      id: story.id,
      name: story.name,
      parameters: story.parameters,
      globals: story.storyGlobals,
    })),
  );
  if (plan.kind === 'inline') return <DocsPage />;
  return (
    <>
      <Title />
      <Subtitle />
      <Description of="meta" />
      <Primary />
      <Controls />
      <StoryLinks links={plan.links} />
    </>
  );
}
