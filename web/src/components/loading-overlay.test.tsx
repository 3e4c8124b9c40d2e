import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingOverlay } from './loading-overlay';

describe('LoadingOverlay', () => {
  it("announces 'Loading...'", () => {
    render(<LoadingOverlay />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});
