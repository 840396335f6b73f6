import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EventDescription, parseDescription } from './event-description';

describe('event description', () => {
  it('turns numbered lines into headings, asterisk lines into bullets, and skips blank lines', () => {
    const blocks = parseDescription('Intro line\n\n1. Line-up\n* Band A\n*Band B\n\n2. Notes\nBring water');
    expect(blocks.map((b) => b.kind)).toEqual(['paragraph', 'heading', 'list', 'heading', 'paragraph']);
    expect(blocks[2]).toMatchObject({ items: [{ text: 'Band A' }, { text: 'Band B' }] });
  });

  it('takes a number and a dot without a space as a sub-heading too, but not a decimal', () => {
    const blocks = parseDescription('1.Tracks\n2.Credits\n1.5 hours of music');
    expect(blocks.map((b) => b.kind)).toEqual(['heading', 'heading', 'paragraph']);
  });

  it('renders text, never HTML', () => {
    render(<EventDescription text={'<img src=x onerror=alert(1)>\n* <b>bold</b>'} />);
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('<b>bold</b>');
    expect(document.querySelector('img')).toBeNull();
  });
});
