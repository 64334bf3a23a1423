import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyTexts } from '../../workbench/play/storyTexts';
import { MOCK_ONLY_DESCRIPTION, mockOnlyStories } from '../../workbench/play/mockOnly';
import { AllianceScreen, ALLIANCE_SAMPLE } from './AllianceScreen';

const meta = {
  title: 'Screens/Alianza',
  // The sidebar shows the game's name; the id stays the folder's, as the visual baselines are named by it.
  id: 'screens-alliance',
  component: AllianceScreen,
  parameters: { route: '/alliance', docs: { description: { component: MOCK_ONLY_DESCRIPTION } } },
} satisfies Meta<typeof AllianceScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

/** The placeholder's sample figures and its chat note, in the story's language. */
async function expectSample(context: Context) {
  const { canvas } = context;
  const { t, number } = storyTexts(context, 'alliance');
  await expect(canvas.getByRole('heading', { level: 1, name: t('title') })).toBeVisible();
  await expect(canvas.getByTestId('alliance-members')).toHaveTextContent(
    `${t('members')}${t('membersValue', { current: ALLIANCE_SAMPLE.members, max: ALLIANCE_SAMPLE.maxMembers })}`,
  );
  await expect(canvas.getByTestId('alliance-points')).toHaveTextContent(`${t('totalPoints')}${number(ALLIANCE_SAMPLE.totalPoints)}`);
  await expect(canvas.getByText(t('chat.underDevelopment'))).toBeVisible();
}

export const Placeholder: Story = {
  tags: ['en-light'],
  play: expectSample,
};

export const English: Story = {
  globals: { locale: 'en' },
  play: expectSample,
};

const noServer = mockOnlyStories(expectSample);

/** A server that never answers: the screen asks it nothing, so its sample shows at once, with no loading state. */
export const Loading: Story = { ...noServer.Loading, tags: ['no-visual', 'test-case'] };

/** A server that answers 500 to everything: no error to show, the sample stays. */
export const ServerError: Story = { ...noServer.ServerError, tags: ['no-visual', 'test-case'] };

/** Phone: the sample with its two figures stacked, 'Puntos totales' below 'Miembros', each the page's width. */
export const PlaceholderPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  // The visual suite already shoots Placeholder at 390 px (mode es-dark-390): this shot would repeat it.
  tags: ['no-visual'],
  play: async (context) => {
    await expectSample(context);
    // One column below 481 px (Alliance.css.ts); from there on the two sit side by side.
    const members = context.canvas.getByTestId('alliance-members').getBoundingClientRect();
    const points = context.canvas.getByTestId('alliance-points').getBoundingClientRect();
    await expect(points.top).toBeGreaterThanOrEqual(members.bottom);
    await expect(Math.abs(points.left - members.left)).toBeLessThanOrEqual(1);
    await expect(Math.abs(points.width - members.width)).toBeLessThanOrEqual(1);
  },
};
