import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { category, sprinklesArgTypes } from '../storyArgTypes';
import { Box } from './Box';

const meta = {
  title: 'Primitives/Layout/Box',
  component: Box,
  args: {
    padding: 'lg',
    background: 'surface',
    borderRadius: 'lg',
    children: 'Caja con relleno grande sobre la superficie',
  },
  argTypes: {
    ...sprinklesArgTypes({
      display: 'Cómo se dispone: block, flex, grid…',
      flexDirection: 'Dirección de los hijos con display flex: fila o columna.',
      gap: 'Espacio entre los hijos (flex o grid), de la escala de espacio del tema.',
      padding: 'Relleno interior por los cuatro lados, de la escala de espacio del tema.',
      paddingX: 'Relleno a izquierda y derecha.',
      paddingY: 'Relleno arriba y abajo.',
      margin: 'Margen exterior por los cuatro lados.',
      alignItems: 'Alineación de los hijos en el eje cruzado.',
      justifyContent: 'Reparto de los hijos en el eje principal.',
      gridTemplateColumns: 'Columnas de la rejilla con display grid: 1–4 iguales o mainAside (principal y lateral fijo).',
      background: 'Fondo: una superficie del tema.',
      color: 'Color del texto: uno del tema.',
      borderRadius: 'Radio de las esquinas, de la escala del tema.',
    }),
    as: {
      control: 'select',
      options: ['div', 'section', 'article', 'aside', 'nav', 'header', 'footer', 'ul', 'span'],
      description: 'El elemento HTML que se dibuja (div por defecto).',
      table: { category: category.element },
    },
    children: { control: 'text', description: 'El contenido de la caja.', table: { category: category.content } },
    className: { control: 'text', description: 'Clases CSS extra, además de las de los átomos.', table: { category: category.element } },
    'aria-label': {
      control: 'text',
      description: 'Nombre accesible (un section con nombre es una región).',
      table: { category: category.element },
    },
    id: {
      control: 'text',
      description: 'id del elemento (los plays de estas historias lo buscan).',
      table: { category: category.element },
    },
  },
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Atom props become classes; other props reach the element. */
export const Default: Story = {
  args: { 'aria-label': 'caja', as: 'section' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('region', { name: 'caja' });
    await expect(box.tagName).toBe('SECTION');
    await expect(box).not.toHaveAttribute('padding');
    await expect(getComputedStyle(box).paddingTop).toBe('16px');
  },
};

/** A responsive value: a column on phones, a row from 768 px. */
export const Responsive: Story = {
  args: {
    display: 'flex',
    flexDirection: { mobile: 'column', tablet: 'row' },
    gap: 'sm',
    children: [<span key="a">Metal</span>, <span key="b">Cristal</span>],
    id: 'responsive',
  },
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector<HTMLElement>('#responsive')!;
    await expect(getComputedStyle(box).flexDirection).toBe(window.innerWidth >= 768 ? 'row' : 'column');
  },
};
