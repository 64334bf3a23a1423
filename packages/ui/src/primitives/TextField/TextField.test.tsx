import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { TextField } from './TextField';

describe('TextField', () => {
  it('ties the label, hint and error to the input', () => {
    render(<TextField label="Asunto" hint="Breve" error="El asunto es obligatorio" />);
    const input = screen.getByLabelText('Asunto');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
  });
});
