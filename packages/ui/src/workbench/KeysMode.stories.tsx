import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoginScreen } from '../screens/Login';

/**
 * The translators' "keys" mode: with the Idioma toolbar on 'Claves (keys)', every
 * text shows its `namespace:key` instead of a translation. These stories pin the toolbar value
 * with story globals and check what a translator would see.
 */
const meta = {
  title: 'Docs/Keys mode',
  component: LoginScreen,
  parameters: { layout: 'fullscreen', session: 'visitor' },
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The login screen in keys mode: labels and the button show their keys in the login namespace. */
export const LoginKeys: Story = {
  globals: { locale: 'keys' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'login:submit' })).toBeVisible();
    await expect(canvas.getByLabelText('login:username')).toBeVisible();
    await expect(canvas.getByLabelText('login:password')).toBeVisible();
    await expect(canvas.queryByText('Lanzar Imperio')).toBeNull();
  },
};

/** The same screen in English, to compare: keys mode is a toolbar value, not a third language. */
export const LoginEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Launch Empire' })).toBeVisible();
    await expect(canvas.queryByText('login:submit')).toBeNull();
  },
};
